// The agent reports' reads of one tenant beyond the bets (which go through the bet door,
// betting-records.ts): the team's members with their depth, the team's ledger rows (the member
// centre's records pattern, over a team selection instead of one account), and the agents'
// settled periods. Every query is scoped by the merchant code; a team is one index range of the
// agent tree (agent-team-selection.ts).
import { sql } from 'kysely';
import type { Executor } from './executor';
import { teamMemberIds, type TeamSelection } from './agent-team-selection';
import type { Page, TimeRange } from './periods';

/** A team member as the reports name it. */
export interface ReportMember {
  accountId: number;
  username: string;
  type: number;
  /** Depth below the agent (1 = direct). */
  depth: number;
}

/** A team ledger row with its member. */
export interface TeamLedgerRow {
  id: number;
  accountId: number;
  username: string;
  depth: number;
  kind: string;
  amountMinor: number;
  balanceAfterMinor: number;
  createdAt: number;
}

/** Whose ledger rows: part of a team, or one member of it (at its depth). */
export type LedgerOwners = { team: TeamSelection } | { agentId: number; accountId: number };

/** A settled period with the contract holder's username. */
export interface SettlementWithName {
  id: number;
  contractId: number;
  accountId: number;
  username: string;
  kind: string;
  periodStart: number;
  periodEnd: number;
  validBetMinor: number;
  activeMembers: number;
  rateBp: number;
  amountMinor: number;
  createdAt: number;
}

export function agentReportsRepository(db: Executor, merchantCode: string) {
  /** The tree rows of an agent joined with the members' accounts (aliases t and a). */
  const treeWithAccounts = (agentId: number) =>
    db
      .selectFrom('agent_tree as t')
      .innerJoin('accounts as a', (join) =>
        join.onRef('a.id', '=', 't.descendant_id').onRef('a.merchant_code', '=', 't.merchant_code'),
      )
      .select(['t.descendant_id', 'a.username', 'a.type', 't.depth'])
      .where('t.merchant_code', '=', merchantCode)
      .where('t.ancestor_id', '=', agentId);
  const memberOf = (r: { descendant_id: number; username: string; type: number; depth: number }): ReportMember => ({
    accountId: r.descendant_id,
    username: r.username,
    type: r.type,
    depth: r.depth,
  });

  function teamLedger(owners: LedgerOwners, range: TimeRange, kinds: readonly string[]) {
    let query = db
      .selectFrom('ledger as l')
      .innerJoin('agent_tree as tr', (join) =>
        join.onRef('tr.descendant_id', '=', 'l.account_id').onRef('tr.merchant_code', '=', 'l.merchant_code'),
      )
      .where('l.merchant_code', '=', merchantCode)
      .where('l.created_at', '>=', range.startTime)
      .where('l.created_at', '<=', range.endTime)
      .where('l.kind', 'in', [...kinds]);
    if ('team' in owners)
      query = query
        .where('tr.ancestor_id', '=', owners.team.agentId)
        .where('l.account_id', 'in', teamMemberIds(db, merchantCode, owners.team));
    else query = query.where('tr.ancestor_id', '=', owners.agentId).where('l.account_id', '=', owners.accountId);
    return query;
  }

  return {
    /** A page of a team selection's members, newest account first, and how many there are. */
    async teamPage(team: TeamSelection, page: Page): Promise<{ members: ReportMember[]; total: number }> {
      const ids = teamMemberIds(db, merchantCode, team);
      const [rows, count] = await Promise.all([
        treeWithAccounts(team.agentId)
          .where('t.descendant_id', 'in', ids)
          .orderBy('t.descendant_id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        ids
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { members: rows.map(memberOf), total: count.n };
    },

    /** These members of the agent's team (ids outside it are left out), newest account first. */
    async teamMembers(agentId: number, accountIds: readonly number[]): Promise<ReportMember[]> {
      if (accountIds.length === 0) return [];
      const rows = await treeWithAccounts(agentId)
        .where('t.descendant_id', 'in', [...accountIds])
        .orderBy('t.descendant_id', 'desc')
        .execute();
      return rows.map(memberOf);
    },

    /** Ledger sums per account and kind of these accounts in a range, for the given kinds. */
    async ledgerSumsByAccount(
      accountIds: readonly number[],
      range: TimeRange,
      kinds: readonly string[],
    ): Promise<{ accountId: number; kind: string; amountMinor: number }[]> {
      if (accountIds.length === 0) return [];
      const rows = await db
        .selectFrom('ledger')
        .select((eb) => ['account_id', 'kind', eb.fn.sum<number>('amount_minor').as('total')])
        .where('merchant_code', '=', merchantCode)
        .where('account_id', 'in', [...accountIds])
        .where('kind', 'in', [...kinds])
        .where('created_at', '>=', range.startTime)
        .where('created_at', '<=', range.endTime)
        .groupBy(['account_id', 'kind'])
        .execute();
      return rows.map((r) => ({ accountId: r.account_id, kind: r.kind, amountMinor: Number(r.total) }));
    },

    /** A page of the team's ledger rows of the given kinds, newest first, and how many there are. */
    async teamLedgerPage(
      owners: LedgerOwners,
      range: TimeRange,
      kinds: readonly string[],
      page: Page,
    ): Promise<{ rows: TeamLedgerRow[]; total: number }> {
      const query = teamLedger(owners, range, kinds);
      const [rows, count] = await Promise.all([
        query
          .innerJoin('accounts as a', (join) =>
            join.onRef('a.id', '=', 'l.account_id').onRef('a.merchant_code', '=', 'l.merchant_code'),
          )
          .select([
            'l.id',
            'l.account_id',
            'a.username',
            'tr.depth',
            'l.kind',
            'l.amount_minor',
            'l.balance_after_minor',
            'l.created_at',
          ])
          .orderBy('l.created_at', 'desc')
          .orderBy('l.id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((r) => ({
          id: r.id,
          accountId: r.account_id,
          username: r.username,
          depth: r.depth,
          kind: r.kind,
          amountMinor: r.amount_minor,
          balanceAfterMinor: r.balance_after_minor,
          createdAt: r.created_at,
        })),
        total: count.n,
      };
    },

    /**
     * What an agent was paid per day (`shiftMs` ahead of UTC) and contract kind: its settled
     * periods with an amount, by the time they were paid — each is the ledger row
     * (`agent_salary` / `agent_dividend`, reference `settlement:<contract>:<periodStart>`) written
     * in the same transaction at the same time, and names the contract kind the ledger kind does not.
     */
    async paidByDay(
      accountId: number,
      range: TimeRange,
      shiftMs: number,
    ): Promise<{ day: number; kind: string; amountMinor: number }[]> {
      if (!Number.isSafeInteger(shiftMs)) throw new Error('the day shift is an integer of milliseconds');
      const day = sql<number>`(created_at + ${sql.lit(shiftMs)}) / ${sql.lit(86_400_000)}`;
      const rows = await db
        .selectFrom('agent_settlements')
        .select((eb) => [day.as('day'), 'kind', eb.fn.sum<number>('amount_minor').as('total')])
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('amount_minor', '>', 0)
        .where('created_at', '>=', range.startTime)
        .where('created_at', '<=', range.endTime)
        .groupBy([day, 'kind'])
        .execute();
      return rows.map((r) => ({ day: Number(r.day), kind: r.kind, amountMinor: Number(r.total) }));
    },

    /**
     * A page of settled periods of a kind whose period starts in the range, newest first: the
     * agent's own (`mine`) or those of the contracts it gave (`given`); their count and amount.
     */
    async settlementsPage(
      agentId: number,
      scope: 'mine' | 'given',
      kind: string,
      range: TimeRange,
      page: Page,
    ): Promise<{ rows: SettlementWithName[]; total: number; totalAmountMinor: number }> {
      const query = db
        .selectFrom('agent_settlements as s')
        .innerJoin('agent_contracts as c', (join) =>
          join.onRef('c.id', '=', 's.contract_id').onRef('c.merchant_code', '=', 's.merchant_code'),
        )
        .where('s.merchant_code', '=', merchantCode)
        .where('s.kind', '=', kind)
        .where('s.period_start', '>=', range.startTime)
        .where('s.period_start', '<=', range.endTime)
        .where(scope === 'mine' ? 'c.account_id' : 'c.upline_id', '=', agentId);
      const [rows, sums] = await Promise.all([
        query
          .innerJoin('accounts as a', (join) =>
            join.onRef('a.id', '=', 's.account_id').onRef('a.merchant_code', '=', 's.merchant_code'),
          )
          .selectAll('s')
          .select('a.username')
          .orderBy('s.period_start', 'desc')
          .orderBy('s.id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        query
          .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number | null>('s.amount_minor').as('amount')])
          .executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((r) => ({
          id: r.id,
          contractId: r.contract_id,
          accountId: r.account_id,
          username: r.username,
          kind: r.kind,
          periodStart: r.period_start,
          periodEnd: r.period_end,
          validBetMinor: r.valid_bet_minor,
          activeMembers: r.active_members,
          rateBp: r.rate_bp,
          amountMinor: r.amount_minor,
          createdAt: r.created_at,
        })),
        total: sums.n,
        totalAmountMinor: Number(sums.amount ?? 0),
      };
    },
  };
}
export type AgentReportsRepository = ReturnType<typeof agentReportsRepository>;
