// The balance call's reads of the member's rows in one statement: the wallets, the promotions the
// member has acted on, and the settled valid bets ("turnover") of each open raffle since its start,
// joined by UNION ALL — two narrow index probes, then a row per member with one scalar sum per open
// raffle over the covering `betting_records_account_totals` (no join, no derived table: SQLite
// materialises those per run, ~5 µs more) — instead of two statements (three before); the balance
// calls of a turn share it (db/coalesced-read.ts).
//
// A call asks with the moment it counts up to (`asOf`, its clock's now) and the open raffles' starts
// (the tenant's kept promotions): the sum of each raffle is that of `totals({ accountId, status:
// 'settled', placedFrom: start, placedTo: asOf })`, as `bettingRecords.settledValidBet` answers it.
// Calls of a turn that know the same open raffles share a statement, each counting up to its own
// moment (the member and the moment are a key).
import { sql, type Compilable } from 'kysely';
import { coalescedRead } from '../db/coalesced-read';
import { compiledOnceForTuples, type CompiledOnceForLists } from '../db/compiled-once';
import { settledValidBetSum } from './betting-records';
import type { Executor } from './executor';
import type { WalletBalance } from './wallets';

/** The parts of the statement, by its `part` column. */
const WALLET = 0;
const ACTED = 1;
const TURNOVER = 2;

interface BalanceRow {
  part: number;
  account_id: number;
  wallet_id: number | null;
  currency: string | null;
  balance_minor: number | null;
  promotion_id: string | null;
  /** A turnover row's moment (the key's second value). */
  as_of: number | null;
  /** `valid_<i>`: the turnover of the i-th open raffle (a turnover row's; null on the others). */
  [valid: `valid_${number}`]: number | string | null;
}

/** A member's key: its account and the moment its call counts up to. */
type Key = readonly [accountId: number, asOf: number];

/** A member's key as a map key. */
const momentKey = (accountId: number, asOf: number) => `${accountId}:${asOf}`;

/** The statement for a number of open raffles (their starts are its first values after the merchant code). */
function statementFor(raffles: number): CompiledOnceForLists<(string | number)[], Key, BalanceRow> {
  return compiledOnceForTuples<(string | number)[], Key, BalanceRow>(1 + raffles, 2, (db, args, keys) => {
    const merchantCode = args[0] as string;
    const starts = args.slice(1) as number[];
    const accountIds = keys.map(([accountId]) => accountId);
    const noValid = starts.map((_, i) => sql<number | null>`cast(null as numeric)`.as(`valid_${i}`));
    const wallets = db
      .selectFrom('wallets')
      .select((eb) => [
        sql<number>`${sql.lit(WALLET)}`.as('part'),
        'account_id',
        eb.ref('wallet_id').$castTo<number | null>().as('wallet_id'),
        eb.ref('currency').$castTo<string | null>().as('currency'),
        eb.ref('balance_minor').$castTo<number | null>().as('balance_minor'),
        sql<string | null>`cast(null as text)`.as('promotion_id'),
        sql<number | null>`cast(null as bigint)`.as('as_of'),
        ...noValid,
      ])
      .where('merchant_code', '=', merchantCode)
      .where('account_id', 'in', accountIds);
    const acted = db
      .selectFrom('promotion_activities')
      .select((eb) => [
        sql<number>`${sql.lit(ACTED)}`.as('part'),
        'account_id',
        sql<number | null>`cast(null as integer)`.as('wallet_id'),
        sql<string | null>`cast(null as text)`.as('currency'),
        sql<number | null>`cast(null as bigint)`.as('balance_minor'),
        eb.ref('promotion_id').$castTo<string | null>().as('promotion_id'),
        sql<number | null>`cast(null as bigint)`.as('as_of'),
        ...noValid,
      ])
      .where('merchant_code', '=', merchantCode)
      .where('account_id', 'in', accountIds);
    let statement = wallets.unionAll(acted);
    if (starts.length === 0) return statement as unknown as Compilable<BalanceRow>;
    for (const [accountId, asOf] of keys) {
      const turnover = db.selectNoFrom((eb) => [
        sql<number>`${sql.lit(TURNOVER)}`.as('part'),
        sql<number>`cast(${accountId} as integer)`.as('account_id'),
        sql<number | null>`cast(null as integer)`.as('wallet_id'),
        sql<string | null>`cast(null as text)`.as('currency'),
        sql<number | null>`cast(null as bigint)`.as('balance_minor'),
        sql<string | null>`cast(null as text)`.as('promotion_id'),
        sql<number | null>`cast(${asOf} as bigint)`.as('as_of'),
        ...starts.map((start, i) => settledValidBetSum(eb, merchantCode, accountId, start, asOf).as(`valid_${i}`)),
      ]);
      statement = statement.unionAll(turnover as never);
    }
    return statement as unknown as Compilable<BalanceRow>;
  });
}

const statements = new Map<number, CompiledOnceForLists<(string | number)[], Key, BalanceRow>>();
function statementOf(raffles: number) {
  let statement = statements.get(raffles);
  if (!statement) statements.set(raffles, (statement = statementFor(raffles)));
  return statement;
}

export interface MemberBalanceRows {
  /** By wallet id, as `wallets.balances` answers. */
  wallets: WalletBalance[];
  /** The promotions the member has acted on (joined, applied, claimed …). */
  actedPromotionIds: Set<string>;
  /** Each asked raffle's settled valid bet (minor units) from its start up to `asOf`, in the asked order. */
  raffleTurnoverMinor: number[];
}

interface Asked {
  accountId: number;
  asOf: number;
  raffleStarts: readonly number[];
}

export function memberBalanceRepository(db: Executor, merchantCode: string) {
  const keyOf = (asked: Asked) => `${asked.accountId}:${asked.asOf}:${asked.raffleStarts.join(',')}`;
  const rowsOfMany = coalescedRead(db, keyOf, async (asked) => {
    const answers = new Map<string, MemberBalanceRows>();
    // One statement per set of raffles (calls of a turn know the same ones unless the tenant's kept
    // promotions were read again between them).
    const bySet = new Map<string, Asked[]>();
    for (const one of asked) {
      const set = one.raffleStarts.join(',');
      const group = bySet.get(set);
      if (group) group.push(one);
      else bySet.set(set, [one]);
    }
    for (const group of bySet.values()) {
      const starts = group[0]!.raffleStarts;
      const byAccount = new Map<number, { wallets: WalletBalance[]; acted: Set<string> }>(
        group.map((one) => [one.accountId, { wallets: [], acted: new Set<string>() }]),
      );
      const turnover = new Map<string, number[]>(
        group.map((one) => [momentKey(one.accountId, one.asOf), starts.map(() => 0)]),
      );
      const keys = [
        ...new Map(
          group.map((one) => [momentKey(one.accountId, one.asOf), [one.accountId, one.asOf] as const]),
        ).values(),
      ];
      for (const row of await statementOf(starts.length).rows(db, [merchantCode, ...starts], keys)) {
        const part = Number(row.part);
        if (part === TURNOVER) {
          // A padded key repeats a key of the list: the same sums again.
          const sums = turnover.get(momentKey(Number(row.account_id), Number(row.as_of)))!;
          for (let i = 0; i < starts.length; i++) sums[i] = Number(row[`valid_${i}`] ?? 0);
          continue;
        }
        const member = byAccount.get(Number(row.account_id))!;
        if (part === ACTED) member.acted.add(row.promotion_id!);
        else
          member.wallets.push({ walletId: row.wallet_id!, currency: row.currency!, balanceMinor: row.balance_minor! });
      }
      for (const one of group) {
        const member = byAccount.get(one.accountId)!;
        answers.set(keyOf(one), {
          // An account listed twice (two moments) is still one `in` match: its wallets come once.
          wallets: [...member.wallets].sort((a, b) => a.walletId - b.walletId),
          actedPromotionIds: member.acted,
          raffleTurnoverMinor: [...turnover.get(momentKey(one.accountId, one.asOf))!],
        });
      }
    }
    return answers;
  });
  return {
    /**
     * The member's wallets, acted promotions and each open raffle's turnover from its start up to
     * `asOf`, in one statement shared with the other balance calls of the turn.
     */
    async rowsOf(accountId: number, asOf: number, raffleStarts: readonly number[]): Promise<MemberBalanceRows> {
      return (await rowsOfMany({ accountId, asOf, raffleStarts }))!;
    },
  };
}
