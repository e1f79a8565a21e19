// Betting records of one tenant: one row per bet of every kind of game — in-house rounds, lottery
// bets, vendors' bets to come — in `betting_records` (migrations 0005, 0006, 0008). This file is the
// table's only door: every insert, settlement and read goes through it, and the row ↔ record
// mapping below is written once. Every query is scoped by the merchant code.
//
// - A record's round id is unique per merchant: inserting a second record with it fails, which is
//   what makes a retried bet safe. A request of several bets gives its records the round ids
//   `<requestId>:<n>` (`ofRequest`).
// - A record is placed `settled` at once (an in-house round) or `open` (a lottery bet), and an
//   open one is settled exactly once: `settleWins` / `settleLost` change only records still open,
//   so a second settlement of the same bet (a retry, a resumed draw, another instance) finds
//   nothing to do, and only the ids `settleWins` answers may be paid.
// - Amounts are integer minor units. `validBetMinor` is the turnover that counts (null while open,
//   0 when void); void bets count in `count` but add nothing to the sums (their stake went back).
//
// Reads take a `BetQuery` (account, source, games, issue, game type, vendor, status, placed-at
// range): a page newest first (`page`), the sums (`totals`), or the sums grouped by account,
// source, game or day (`totalsBy`). That is what the member centre reads today and what points,
// missions and agent salaries will read — e.g. each account's valid bet per source in a period:
//   totalsBy({ placedFrom, placedTo, status: 'settled' }, ['accountId', 'source'])
// Speed: one account's reads walk `betting_records_account_time`; its sums read only the covering
// `betting_records_account_totals` and, for the void bets, the partial `betting_records_account_void`
// (migration 0008). The winner board's biggest wins walk the partial `betting_records_biggest_wins`
// (0014). A tenant-wide period (no account) has no index of its own yet: add one with the first
// reader that needs it. An agent's team (`teamOf`) is the agent tree's range of its downlines,
// each read through the account index (services/agents/README.md).
//
// The door also keeps the agents' team totals: every write that settles bets (`insert` /
// `insertMany` of settled bets, `settleWins`, `settleLost`) adds exactly those bets to
// `agent_team_hours` of the bettors' uplines (betting-records-team-hours.ts, migration 0022), and
// `teamTotals` / `teamTotalsByDay` read a team's sums from it.
import type { BET_STATUSES } from '@portal/contracts';
import { sql, type ExpressionBuilder, type Insertable, type RawBuilder } from 'kysely';
import type { BettingRecordRow, BettingRecordsTable, Database } from '../db/schema';
import { coalescedRead } from '../db/coalesced-read';
import { compiledOnce, compiledOnceForLists } from '../db/compiled-once';
import { teamMemberIds, type TeamSelection } from './agent-team-selection';
import {
  addToTeamHours,
  addTeamTotals,
  NO_TEAM_BETS,
  splitByHours,
  teamHoursQuery,
  teamTotalsOf,
  TEAM_HOUR_MS,
  type SettledBet,
  type TeamHourTotals,
} from './betting-records-team-hours';
import type { Executor } from './executor';
import { dayOf, type Page } from './periods';

export const BET_SOURCES = ['inhouse', 'lottery', 'vendor'] as const;
export type BetSource = (typeof BET_SOURCES)[number];
export type BetStatus = (typeof BET_STATUSES)[number];

/** A betting record as the platform reads it. */
export interface BettingRecord {
  id: number;
  accountId: number;
  walletId: number;
  roundId: string;
  source: BetSource;
  /** The game (catalogue node id; `lottery:<gameCode>` for a lottery). */
  nodeId: string;
  vendor: string;
  gameType: string;
  gameName: string;
  betMinor: number;
  /** Null while open. */
  winMinor: number | null;
  /** Turnover that counts (promotions, salaries); null while open, 0 when void. */
  validBetMinor: number | null;
  currency: string;
  status: BetStatus;
  placedAt: number;
  settledAt: number | null;
  /** The request's fingerprint (lib/money.ts): a reused round id must ask the same. */
  requestHash: string;
  /** The game's own detail (an in-house round's outcome and seed, a lottery bet's selection and odds), parsed JSON. */
  detail: unknown;
  /** The lottery issue a lottery bet waits for; null for other games. */
  issueId: number | null;
}

export type NewBettingRecord = Omit<BettingRecord, 'id' | 'issueId'> & { issueId?: number | null };

/** Which records a read takes; every field left out takes all. */
export interface BetQuery {
  accountId?: number | undefined;
  source?: BetSource | undefined;
  /** Games by node id (an empty list takes none). */
  nodeIds?: readonly string[] | undefined;
  issueId?: number | undefined;
  gameType?: string | undefined;
  vendor?: string | undefined;
  status?: BetStatus | undefined;
  /** placed_at ≥ this (epoch ms). */
  placedFrom?: number | undefined;
  /** placed_at ≤ this (epoch ms). */
  placedTo?: number | undefined;
  /** The bets of this agent's team: its downlines at any depth (the agent tree, migration 0021), not its own. */
  teamOf?: number | undefined;
  /** The bets of part of an agent's team (direct downlines only, a username prefix): the agent reports. */
  team?: TeamSelection | undefined;
  /** The bets of these accounts (an empty list takes none). */
  accountIds?: readonly number[] | undefined;
}

/** Sums in minor units; void bets count in `count` only. */
export interface BetTotals {
  count: number;
  betMinor: number;
  validBetMinor: number;
  winMinor: number;
  /** The latest placed_at of the records counted; null when none. */
  lastPlacedAt: number | null;
}

/** What `totalsBy` groups by: `day` is the day number of placed_at in a zone (`dayShiftMs` ahead of UTC). */
export interface BetGroupValues {
  accountId: number;
  source: BetSource;
  nodeId: string;
  day: number;
}
export type BetGroupKey = keyof BetGroupValues;
export type GroupedBetTotals<K extends BetGroupKey> = BetTotals & Pick<BetGroupValues, K>;
export interface GroupOptions {
  /** The `day` key's zone: this many ms ahead of UTC (0). */
  dayShiftMs?: number;
}

/** A winning bet's settlement: its win and its detail with the hits. */
export interface BetWin {
  id: number;
  winMinor: number;
  detail: unknown;
}

export interface WinnerRow {
  username: string;
  winMinor: number;
  gameName: string;
  nodeId: string;
  gameType: string;
  vendor: string;
  iconPath: string | null;
}

function recordOf(row: BettingRecordRow): BettingRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    walletId: row.wallet_id,
    roundId: row.round_id,
    source: row.source as BetSource,
    nodeId: row.node_id,
    vendor: row.vendor,
    gameType: row.game_type,
    gameName: row.game_name,
    betMinor: row.bet_minor,
    winMinor: row.win_minor,
    validBetMinor: row.valid_bet_minor,
    currency: row.currency,
    status: row.status as BetStatus,
    placedAt: row.placed_at,
    settledAt: row.settled_at,
    requestHash: row.request_hash,
    detail: JSON.parse(row.detail_json) as unknown,
    issueId: row.issue_id,
  };
}

function columnsOf(merchantCode: string, record: NewBettingRecord): Insertable<BettingRecordsTable> {
  return {
    merchant_code: merchantCode,
    account_id: record.accountId,
    wallet_id: record.walletId,
    round_id: record.roundId,
    source: record.source,
    node_id: record.nodeId,
    vendor: record.vendor,
    game_type: record.gameType,
    game_name: record.gameName,
    bet_minor: record.betMinor,
    win_minor: record.winMinor,
    valid_bet_minor: record.validBetMinor,
    currency: record.currency,
    status: record.status,
    placed_at: record.placedAt,
    settled_at: record.settledAt,
    request_hash: record.requestHash,
    detail_json: JSON.stringify(record.detail),
    issue_id: record.issueId ?? null,
  };
}

type Column<K extends keyof BettingRecordsTable> = Insertable<BettingRecordsTable>[K];
/**
 * One record's insert, compiled once (every in-house round writes one): the columns of `columnsOf`,
 * in its order, one explicit parameter each (compiledOnce counts the build's arguments).
 */
const recordInserted = compiledOnce(
  (
    db,
    merchantCode: Column<'merchant_code'>,
    accountId: Column<'account_id'>,
    walletId: Column<'wallet_id'>,
    roundId: Column<'round_id'>,
    source: Column<'source'>,
    nodeId: Column<'node_id'>,
    vendor: Column<'vendor'>,
    gameType: Column<'game_type'>,
    gameName: Column<'game_name'>,
    betMinor: Column<'bet_minor'>,
    winMinor: Column<'win_minor'>,
    validBetMinor: Column<'valid_bet_minor'>,
    currency: Column<'currency'>,
    status: Column<'status'>,
    placedAt: Column<'placed_at'>,
    settledAt: Column<'settled_at'>,
    requestHash: Column<'request_hash'>,
    detailJson: Column<'detail_json'>,
    issueId: Column<'issue_id'>,
  ) =>
    db.insertInto('betting_records').values({
      merchant_code: merchantCode,
      account_id: accountId,
      wallet_id: walletId,
      round_id: roundId,
      source,
      node_id: nodeId,
      vendor,
      game_type: gameType,
      game_name: gameName,
      bet_minor: betMinor,
      win_minor: winMinor,
      valid_bet_minor: validBetMinor,
      currency,
      status,
      placed_at: placedAt,
      settled_at: settledAt,
      request_hash: requestHash,
      detail_json: detailJson,
      issue_id: issueId,
    }),
);

/** A condition no row meets (an empty list of games). */
const NOTHING = sql<boolean>`1 = 0`;
/** Void bets, as the partial index `betting_records_account_void` names them (a literal, not a parameter). */
const ONLY_VOID = sql<boolean>`status = 'void'`;
/** Settled wins, as the partial index `betting_records_biggest_wins` names them (literals). */
const SETTLED_WIN = sql<boolean>`b.status = 'settled' and b.win_minor > 0`;
const GROUP_COLUMNS = { accountId: 'account_id', source: 'source', nodeId: 'node_id' } as const;
/** What a settling UPDATE answers: the bets it settled, for the team hours (betting-records-team-hours.ts). */
const SETTLED_COLUMNS = ['id', 'account_id', 'placed_at', 'bet_minor', 'valid_bet_minor', 'win_minor'] as const;
const settledBetOf = (r: Pick<BettingRecordRow, (typeof SETTLED_COLUMNS)[number]>): SettledBet => ({
  accountId: r.account_id,
  placedAt: r.placed_at,
  betMinor: r.bet_minor,
  validBetMinor: r.valid_bet_minor,
  winMinor: r.win_minor,
});

/** The sums of a selection; SUM and MAX of no rows are null. */
const sums = (eb: ExpressionBuilder<Database, 'betting_records'>) => [
  eb.fn.countAll<number>().as('n'),
  eb.fn.sum<number | null>('bet_minor').as('bet'),
  eb.fn.sum<number | null>('valid_bet_minor').as('valid'),
  eb.fn.sum<number | null>('win_minor').as('win'),
  eb.fn.max<number | null>('placed_at').as('last'),
];
interface SumRow extends Partial<Record<BetGroupKey, unknown>> {
  n: number;
  bet: number | null;
  valid: number | null;
  win: number | null;
  last: number | null;
}

/**
 * Sums less those of the void bets (a plain sum over the range, less the same sum over its few
 * void bets read through a partial index, costs half of a per-row CASE on 100,000 rows). The
 * engines' drivers answer numbers (db/connect.ts reads PostgreSQL's bigint and numeric as numbers);
 * an empty sum is null, which counts 0.
 */
function totalsOf(all: SumRow, voids: SumRow | undefined, onlyVoidAsked: boolean): BetTotals {
  const less = (sum: number | null, voided: number | null | undefined) =>
    onlyVoidAsked ? 0 : (sum ?? 0) - (voided ?? 0);
  return {
    count: all.n,
    betMinor: less(all.bet, voids?.bet),
    validBetMinor: less(all.valid, voids?.valid),
    winMinor: less(all.win, voids?.win),
    lastPlacedAt: all.last,
  };
}

/**
 * An account's settled valid bet from `placedFrom` to `placedTo` (a promotion's turnover) as a scalar
 * subquery, answered by the covering `betting_records_account_totals`. The status is a literal, not
 * a parameter: better-sqlite3 builds SQLite with STAT4, which re-prepares a statement on every run
 * when a bound value might change its plan, and a bound status might make the partial index of void
 * bets usable (~40 µs a run instead of ~5).
 */
export function settledValidBetSum(
  eb: ExpressionBuilder<Database, never>,
  merchantCode: string,
  accountId: number,
  placedFrom: number,
  placedTo: number,
) {
  return eb
    .selectFrom('betting_records')
    .select((inner) => inner.fn.sum<number | null>('valid_bet_minor').as('valid'))
    .where('merchant_code', '=', merchantCode)
    .where('account_id', '=', accountId)
    .where('placed_at', '>=', placedFrom)
    .where('placed_at', '<=', placedTo)
    .where('status', '=', sql.lit('settled'));
}

/**
 * Accounts' settled valid bet over a period: `totals({ accountId, status: 'settled', … })`'s
 * validBetMinor per account, read for a promotion's progress (the member's activities, a raffle
 * claim; the balance call counts its open raffles in its own statement, repositories/member-balance.ts),
 * so the calls of a turn share it (db/coalesced-read.ts) and it is compiled once per list size
 * (db/compiled-once.ts); the covering `betting_records_account_totals` answers it.
 */
const settledValidBetOfAccounts = compiledOnceForLists(
  3,
  (db: Executor, [merchantCode, placedFrom, placedTo]: [string, number, number], accountIds: number[]) =>
    // One scalar sum per account, not a GROUP BY: SQLite's grouping cost more than the sums (~15 µs).
    accountIds
      .map((accountId) =>
        db.selectNoFrom((eb) => [
          sql<number>`cast(${accountId} as integer)`.as('account_id'),
          settledValidBetSum(eb, merchantCode, accountId, placedFrom, placedTo).as('valid'),
        ]),
      )
      .reduce((all, one) => all.unionAll(one)),
);

/** A record by its round id: every in-house round first looks for its own (compiled once). */
const recordByRoundId = compiledOnce((db: Executor, merchantCode: string, roundId: string) =>
  db
    .selectFrom('betting_records')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('round_id', '=', roundId),
);

export function bettingRecordsRepository(db: Executor, merchantCode: string) {
  const sumKey = (key: { accountId: number; placedFrom: number; placedTo: number }) =>
    `${key.accountId}:${key.placedFrom}:${key.placedTo}`;
  const settledValidBet = coalescedRead(db, sumKey, async (keys) => {
    const sums = new Map<string, number>();
    // One statement per window: a window that ended (a raffle past its end) must not count later bets.
    for (const window of new Set(keys.map((key) => `${key.placedFrom}:${key.placedTo}`))) {
      const counted = keys.filter((key) => `${key.placedFrom}:${key.placedTo}` === window);
      const { placedFrom, placedTo } = counted[0]!;
      const rows = await settledValidBetOfAccounts.rows(
        db,
        [merchantCode, placedFrom, placedTo],
        [...new Set(counted.map((key) => key.accountId))],
      );
      const byAccount = new Map(rows.map((row) => [String(row.account_id), Number(row.valid ?? 0)]));
      for (const key of counted) sums.set(sumKey(key), byAccount.get(String(key.accountId)) ?? 0);
    }
    return sums;
  });
  function matching(query: BetQuery) {
    let q = db.selectFrom('betting_records').where('merchant_code', '=', merchantCode);
    if (query.accountId !== undefined) q = q.where('account_id', '=', query.accountId);
    if (query.source) q = q.where('source', '=', query.source);
    if (query.nodeIds) q = query.nodeIds.length > 0 ? q.where('node_id', 'in', [...query.nodeIds]) : q.where(NOTHING);
    if (query.issueId !== undefined) q = q.where('issue_id', '=', query.issueId);
    if (query.placedFrom !== undefined) q = q.where('placed_at', '>=', query.placedFrom);
    if (query.placedTo !== undefined) q = q.where('placed_at', '<=', query.placedTo);
    if (query.gameType) q = q.where('game_type', '=', query.gameType);
    if (query.vendor) q = q.where('vendor', '=', query.vendor);
    if (query.status) q = q.where('status', '=', query.status);
    if (query.accountIds)
      q = query.accountIds.length > 0 ? q.where('account_id', 'in', [...query.accountIds]) : q.where(NOTHING);
    const agentId = query.teamOf;
    if (agentId !== undefined) q = q.where('account_id', 'in', teamMemberIds(db, merchantCode, { agentId }));
    if (query.team) q = q.where('account_id', 'in', teamMemberIds(db, merchantCode, query.team));
    return q;
  }

  /** The tree rows of a team selection whose member placed a record the query takes (one EXISTS probe each). */
  function withRecords(team: TeamSelection, query: BetQuery) {
    return teamMemberIds(db, merchantCode, team).where((eb) =>
      eb.exists(
        matching(query)
          .select(sql.lit(1).as('one'))
          .where(sql<boolean>`betting_records.account_id = t.descendant_id`),
      ),
    );
  }

  async function sumRows(
    query: BetQuery,
    keys: readonly BetGroupKey[],
    shiftMs: number,
    onlyVoid: boolean,
  ): Promise<SumRow[]> {
    const groups = keys.map((key) => (key === 'day' ? dayOf('placed_at', shiftMs) : sql.ref(GROUP_COLUMNS[key])));
    const selection = onlyVoid ? matching(query).where(ONLY_VOID) : matching(query);
    const selected = selection.select((eb) => [...groups.map((g, i) => g.as(keys[i]!)), ...sums(eb)]);
    const rows = await (groups.length > 0 ? selected.groupBy(groups) : selected).execute();
    return rows as unknown as SumRow[];
  }

  const repository = {
    /** Records one bet (inside the caller's transaction, which also moves its money); a settled one counts in its uplines' team hours. */
    async insert(record: NewBettingRecord): Promise<void> {
      const c = columnsOf(merchantCode, record);
      await recordInserted.run(
        db,
        c.merchant_code,
        c.account_id,
        c.wallet_id,
        c.round_id,
        c.source,
        c.node_id,
        c.vendor,
        c.game_type,
        c.game_name,
        c.bet_minor,
        c.win_minor,
        c.valid_bet_minor,
        c.currency,
        c.status,
        c.placed_at,
        c.settled_at,
        c.request_hash,
        c.detail_json,
        c.issue_id,
      );
      if (record.status === 'settled') await addToTeamHours(db, merchantCode, [record]);
    },

    /**
     * Records a group of rounds in one statement, each unless its round id has a record already
     * (the idempotency key, unique per merchant: another request's round won it); answers the
     * round ids it recorded.
     */
    async insertRounds(records: readonly NewBettingRecord[]): Promise<Set<string>> {
      if (records.length === 0) return new Set();
      const rows = await db
        .insertInto('betting_records')
        .values(records.map((record) => columnsOf(merchantCode, record)))
        .onConflict((oc) => oc.columns(['merchant_code', 'round_id']).doNothing())
        .returning('round_id')
        .execute();
      const recorded = new Set(rows.map((row) => row.round_id));
      await addToTeamHours(
        db,
        merchantCode,
        records.filter((record) => record.status === 'settled' && recorded.has(record.roundId)),
      );
      return recorded;
    },

    /** Records the bets of one request in one statement. */
    async insertMany(records: readonly NewBettingRecord[]): Promise<void> {
      if (records.length === 0) return;
      await db
        .insertInto('betting_records')
        .values(records.map((record) => columnsOf(merchantCode, record)))
        .execute();
      await addToTeamHours(
        db,
        merchantCode,
        records.filter((record) => record.status === 'settled'),
      );
    },

    /**
     * Settles winning bets in one statement (each its own win and detail) — only those still
     * open, valid bet = stake — and answers the ids it settled: only those may be paid.
     */
    async settleWins(wins: readonly BetWin[], now: number): Promise<Set<number>> {
      if (wins.length === 0) return new Set();
      const ids = wins.map((w) => w.id);
      const byId = (value: (win: BetWin) => RawBuilder<unknown>) =>
        sql.join(
          wins.map((w) => sql`WHEN ${w.id} THEN ${value(w)}`),
          sql` `,
        );
      const winCase = sql<number>`CASE ${sql.ref('id')} ${byId((w) => sql`CAST(${w.winMinor} AS BIGINT)`)} END`;
      const detailCase = sql<string>`CASE ${sql.ref('id')} ${byId((w) => sql`CAST(${JSON.stringify(w.detail)} AS TEXT)`)} END`;
      const rows = await db
        .updateTable('betting_records')
        .set((eb) => ({
          status: 'settled',
          win_minor: winCase,
          valid_bet_minor: eb.ref('bet_minor'),
          settled_at: now,
          detail_json: detailCase,
        }))
        .where('merchant_code', '=', merchantCode)
        .where('id', 'in', ids)
        .where('status', '=', 'open')
        .returning(SETTLED_COLUMNS)
        .execute();
      await addToTeamHours(db, merchantCode, rows.map(settledBetOf));
      return new Set(rows.map((r) => r.id));
    },

    /** Settles lost bets in one statement (win 0, valid bet = stake; nothing to pay). */
    async settleLost(ids: readonly number[], now: number): Promise<void> {
      if (ids.length === 0) return;
      const rows = await db
        .updateTable('betting_records')
        .set((eb) => ({ status: 'settled', win_minor: 0, valid_bet_minor: eb.ref('bet_minor'), settled_at: now }))
        .where('merchant_code', '=', merchantCode)
        .where('id', 'in', [...ids])
        .where('status', '=', 'open')
        .returning(SETTLED_COLUMNS)
        .execute();
      await addToTeamHours(db, merchantCode, rows.map(settledBetOf));
    },

    async byRoundId(roundId: string): Promise<BettingRecord | undefined> {
      const row = await recordByRoundId.first(db, merchantCode, roundId);
      return row && recordOf(row);
    },

    /** The records of a request of several bets (round ids `<requestId>:<n>`) that the query takes, in the order placed. */
    async ofRequest(requestId: string, query: BetQuery): Promise<BettingRecord[]> {
      // The id is a prefix of a LIKE pattern: it must not carry the pattern's own characters.
      if (/[%_\\]/.test(requestId)) throw new Error(`a request id with LIKE wildcards: ${requestId}`);
      const rows = await matching(query)
        .selectAll()
        .where('round_id', 'like', `${requestId}:%`)
        .orderBy('id')
        .execute();
      return rows.map(recordOf);
    },

    /** A page of the records the query takes, newest first. */
    async page(query: BetQuery, page: Page): Promise<BettingRecord[]> {
      const rows = await matching(query)
        .selectAll()
        .orderBy('placed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return rows.map(recordOf);
    },

    /**
     * Settled bets in settlement order (settled_at, id) after a cursor, tenant-wide: the points
     * accrual walks them in batches from its watermark (index `betting_records_settled`, 0015).
     */
    async settledAfter(after: { at: number; id: number }, limit: number): Promise<BettingRecord[]> {
      const rows = await db
        .selectFrom('betting_records')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('status', '=', 'settled')
        .where((eb) =>
          eb.or([eb('settled_at', '>', after.at), eb.and([eb('settled_at', '=', after.at), eb('id', '>', after.id)])]),
        )
        .orderBy('settled_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(recordOf);
    },

    /** Open bets of an issue, by id, after `afterId` (settlement walks them in batches). */
    async openOfIssue(issueId: number, afterId: number, limit: number): Promise<BettingRecord[]> {
      const rows = await matching({ issueId, status: 'open' })
        .selectAll()
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(recordOf);
    },

    /**
     * How many members of an agent's team placed a record the query takes: the team's rows of the
     * agent tree, each probing the account index for one matching record (EXISTS), so the count
     * costs one index probe per member instead of a DISTINCT over the period's bets.
     */
    async teamMembersWithRecords(query: BetQuery & { teamOf: number }): Promise<number> {
      const { teamOf, ...rest } = query;
      const row = await withRecords({ agentId: teamOf }, rest)
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /**
     * A page of the members of a team selection who placed a record the query takes (newest
     * account first), and how many there are: the agent's profit and loss report without its idle
     * members. Same EXISTS probe per member as `teamMembersWithRecords`.
     */
    async teamMembersWithRecordsPage(
      team: TeamSelection,
      query: BetQuery,
      page: Page,
    ): Promise<{ accountIds: number[]; total: number }> {
      const members = withRecords(team, query);
      const [rows, count] = await Promise.all([
        members.orderBy('t.descendant_id', 'desc').limit(page.limit).offset(page.offset).execute(),
        members
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { accountIds: rows.map((r) => r.descendant_id), total: count.n };
    },

    /** Per day (`dayShiftMs` ahead of UTC) of placed_at: how many accounts placed a record the query takes. */
    async accountsByDay(query: BetQuery, dayShiftMs: number): Promise<{ day: number; accounts: number }[]> {
      const day = dayOf('placed_at', dayShiftMs);
      const rows = await matching(query)
        .select((eb) => [day.as('day'), eb.fn.count<number>('account_id').distinct().as('accounts')])
        .groupBy(day)
        .execute();
      return rows.map((r) => ({ day: Number(r.day), accounts: Number(r.accounts) }));
    },

    /**
     * The sums of an agent's team's settled bets placed in [from, to]: its whole UTC hours from the
     * maintained team totals (`agent_team_hours`, betting-records-team-hours.ts), the pieces of an
     * hour at either end from the bets. Equal to `totals({ teamOf, status: 'settled', … })`.
     */
    async teamTotals(agentId: number, from: number, to: number): Promise<TeamHourTotals> {
      const { hours, pieces } = splitByHours(from, to);
      const parts = await Promise.all([
        hours
          ? teamHoursQuery(db, merchantCode, agentId, hours.from, hours.to).executeTakeFirstOrThrow().then(teamTotalsOf)
          : NO_TEAM_BETS,
        ...pieces.map((piece) =>
          repository.totals({ teamOf: agentId, status: 'settled', placedFrom: piece.from, placedTo: piece.to }),
        ),
      ]);
      return parts.reduce<TeamHourTotals>((sum, part) => addTeamTotals(sum, part), NO_TEAM_BETS);
    },

    /**
     * `teamTotals` per day of a zone `dayShiftMs` ahead of UTC (days without bets left out). A zone
     * that is not a whole number of hours from UTC cuts hours in two: its days are summed from the bets.
     */
    async teamTotalsByDay(
      agentId: number,
      from: number,
      to: number,
      dayShiftMs: number,
    ): Promise<(TeamHourTotals & { day: number })[]> {
      const raw = (piece: { from: number; to: number }) =>
        repository.totalsBy(
          { teamOf: agentId, status: 'settled', placedFrom: piece.from, placedTo: piece.to },
          ['day'],
          {
            dayShiftMs,
          },
        );
      if (dayShiftMs % TEAM_HOUR_MS !== 0) return raw({ from, to });
      const { hours, pieces } = splitByHours(from, to);
      const day = sql<number>`(hour + ${sql.lit(dayShiftMs)}) / ${sql.lit(86_400_000)}`;
      const parts = await Promise.all([
        hours
          ? teamHoursQuery(db, merchantCode, agentId, hours.from, hours.to)
              .select(day.as('day'))
              .groupBy(day)
              .execute()
              .then((rows) => rows.map((row) => ({ day: Number(row.day), ...teamTotalsOf(row) })))
          : [],
        ...pieces.map(raw),
      ]);
      const byDay = new Map<number, TeamHourTotals & { day: number }>();
      for (const row of parts.flat()) {
        const d = Number(row.day);
        byDay.set(d, { day: d, ...addTeamTotals(byDay.get(d) ?? NO_TEAM_BETS, row) });
      }
      return [...byDay.values()];
    },

    /**
     * One account's settled valid bet placed in [from, to] (what `totals` answers as validBetMinor).
     * Shared with the calls of the turn that count over the same window (one statement per window).
     */
    async settledValidBet(accountId: number, placedFrom: number, placedTo: number): Promise<number> {
      return (await settledValidBet({ accountId, placedFrom, placedTo })) ?? 0;
    },

    async totals(query: BetQuery): Promise<BetTotals> {
      const [totals] = await repository.totalsBy(query, []);
      return totals!;
    },

    /**
     * The sums of the records the query takes per group of `keys` (a group without records is
     * left out; in no particular order). `dayShiftMs` places the `day` key in a zone ahead of UTC.
     */
    async totalsBy<K extends BetGroupKey>(
      query: BetQuery,
      keys: readonly K[],
      options: GroupOptions = {},
    ): Promise<GroupedBetTotals<K>[]> {
      const shiftMs = options.dayShiftMs ?? 0;
      // A status asked for is one status: void bets are then all or nothing of what is summed.
      const [all, voids] = await Promise.all([
        sumRows(query, keys, shiftMs, false),
        query.status ? [] : sumRows(query, keys, shiftMs, true),
      ]);
      const groupOf = (row: SumRow) => JSON.stringify(keys.map((key) => row[key]));
      const voidByGroup = new Map(voids.map((v) => [groupOf(v), v]));
      return all.map((row) => {
        const group = Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<BetGroupValues, K>;
        return { ...group, ...totalsOf(row, voidByGroup.get(groupOf(row)), query.status === 'void') };
      });
    },

    /**
     * The biggest wins settled since `since`, biggest first, with the winner's username and the
     * game's icon; accounts of the `exceptAccountTypes` left out. It walks the partial index
     * `betting_records_biggest_wins` (migration 0014) from the biggest win down and stops after
     * `limit` rows that qualify, so it reads a few rows, not the period's bets; the index's
     * conditions are named here as literals so that both engines can use it.
     */
    async biggestWins(since: number, limit: number, exceptAccountTypes: readonly number[] = []): Promise<WinnerRow[]> {
      let query = db
        .selectFrom('betting_records as b')
        .innerJoin('accounts as a', (join) =>
          join.onRef('a.id', '=', 'b.account_id').onRef('a.merchant_code', '=', 'b.merchant_code'),
        )
        .leftJoin('games as g', (join) =>
          join.onRef('g.merchant_code', '=', 'b.merchant_code').onRef('g.node_id', '=', 'b.node_id'),
        )
        .select(['a.username', 'b.win_minor', 'b.game_name', 'b.node_id', 'b.game_type', 'b.vendor', 'g.icon_path'])
        .where('b.merchant_code', '=', merchantCode)
        .where(SETTLED_WIN)
        .where('b.settled_at', '>=', since);
      if (exceptAccountTypes.length > 0) query = query.where('a.type', 'not in', [...exceptAccountTypes]);
      const rows = await query.orderBy('b.win_minor', 'desc').orderBy('b.settled_at', 'desc').limit(limit).execute();
      return rows.map((r) => ({
        username: r.username,
        // Settled rows have a win (the query asks for one above zero).
        winMinor: r.win_minor ?? 0,
        gameName: r.game_name,
        nodeId: r.node_id,
        gameType: r.game_type,
        vendor: r.vendor,
        iconPath: r.icon_path,
      }));
    },
  };
  return repository;
}
export type BettingRecordsRepository = ReturnType<typeof bettingRecordsRepository>;
