// Part of an agent's team as one subquery of the agent tree (migration 0021): every downline at
// any depth, or the direct ones only, or those whose username starts with a prefix. The bet door
// and the agent reports' ledger reads restrict `account_id` with it, so a team read stays one index
// range of `agent_tree` (services/agents/README.md). Scoped by the merchant code.
import { sql } from 'kysely';
import type { Executor } from './executor';

export interface TeamSelection {
  /** Whose team: its downlines at any depth, never the agent itself. */
  agentId: number;
  /** Depth 1 only. */
  directOnly?: boolean | undefined;
  /** A username prefix (lower-cased compare against username_key, never a LIKE pattern). */
  usernamePrefix?: string | undefined;
}

/** `SELECT t.descendant_id FROM agent_tree t WHERE …`: the selection's members (alias `t`). */
export function teamMemberIds(db: Executor, merchantCode: string, team: TeamSelection) {
  let query = db
    .selectFrom('agent_tree as t')
    .select('t.descendant_id')
    .where('t.merchant_code', '=', merchantCode)
    .where('t.ancestor_id', '=', team.agentId);
  if (team.directOnly) query = query.where('t.depth', '=', 1);
  const prefix = team.usernamePrefix?.trim().toLowerCase();
  if (prefix)
    // One primary-key probe of the member's account per tree row, not a scan of the tenant's accounts.
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('accounts as a')
          .select(sql.lit(1).as('one'))
          .whereRef('a.id', '=', 't.descendant_id')
          .where('a.merchant_code', '=', merchantCode)
          .where(sql<string>`substr(a.username_key, 1, ${prefix.length})`, '=', prefix),
      ),
    );
  return query;
}
