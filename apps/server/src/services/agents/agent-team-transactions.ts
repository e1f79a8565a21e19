// Transaction details (agent report; issue 23): the team's money movements from the ledger, paged,
// newest first — one member's with `username`. The contract's kinds group ledger kinds: deposit and
// withdrawal (the member centre's DEPOSIT_KINDS / WITHDRAWAL_KINDS), transfer (agent ↔ downline and
// wallet transfers), bonus (BONUS_KINDS) and salary (agent salaries and dividends); without a kind,
// all of them (bets and wins are the betting report's).
import { TEAM_TRANSACTION_KINDS, type EndpointPayload, type TeamTransactionsValue } from '@portal/contracts';
import type { AccountRow } from '../../db/schema';
import { toMajor } from '../../lib/money';
import type { LedgerOwners } from '../../repositories/agent-reports';
import type { TenantRepositories } from '../../repositories/index';
import type { LedgerKind } from '../../repositories/wallets';
import { pageFields, pageWindow, recordRange } from '../member-centre/record-pages';
import { BONUS_KINDS, DEPOSIT_KINDS, WITHDRAWAL_KINDS } from '../member-centre/transaction-kinds';
import { assertAgent } from './agent-access';
import { teamMemberNamed } from './agent-report-scope';

/** The ledger kinds of each kind of the report. */
export const TEAM_TRANSACTION_LEDGER_KINDS = {
  deposit: DEPOSIT_KINDS,
  withdrawal: WITHDRAWAL_KINDS,
  transfer: ['transfer_in', 'transfer_out', 'wallet_transfer_in', 'wallet_transfer_out'],
  bonus: BONUS_KINDS,
  salary: ['agent_salary', 'agent_dividend'],
} as const satisfies Record<(typeof TEAM_TRANSACTION_KINDS)[number], readonly LedgerKind[]>;

export class AgentTeamTransactionsService {
  async report(
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getAgentTeamTransactions'>,
  ): Promise<TeamTransactionsValue> {
    assertAgent(account);
    const range = recordRange(payload);
    const name = payload.username?.trim();
    const owners: LedgerOwners = name
      ? { agentId: account.id, accountId: (await teamMemberNamed(repos, account, name)).accountId }
      : { team: { agentId: account.id } };
    const kinds = payload.kind
      ? TEAM_TRANSACTION_LEDGER_KINDS[payload.kind]
      : TEAM_TRANSACTION_KINDS.flatMap((kind) => TEAM_TRANSACTION_LEDGER_KINDS[kind]);
    const { rows, total } = await repos.agentReports.teamLedgerPage(owners, range, kinds, pageWindow(payload));
    return {
      list: rows.map((r) => ({
        id: r.id,
        username: r.username,
        level: r.depth,
        kind: r.kind,
        amount: toMajor(r.amountMinor),
        balanceAfter: toMajor(r.balanceAfterMinor),
        createdAt: r.createdAt,
      })),
      ...pageFields(payload, total),
    };
  }
}
