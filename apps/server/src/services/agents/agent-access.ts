// Who may use the agent centre's calls: agents (account types 1, 2, 41, 42; spec §6). Members and
// trial (type 4) accounts get `account_type_refused`, translated like every error.
import { isAgentType } from '@portal/contracts';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export function assertAgent(account: AccountRow): void {
  if (!isAgentType(account.type)) throw new AppError('account_type_refused', null, 'not an agent');
}
