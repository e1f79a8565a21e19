// The balance call's reads of the member's rows in one statement: the wallets, the promotions the
// member has acted on, and the settled valid bets ("turnover") of each open raffle since its start
// (three parts joined by UNION ALL: two narrow index probes and one scalar sum per member and raffle
// over the covering `betting_records_account_totals`, no join of the member's tables), instead of
// two statements (three before); the balance calls of a turn share it (db/coalesced-read.ts).
//
// A call asks with the moment it counts up to (`asOf`, its clock's now) and the open raffles' starts
// (the tenant's kept promotions): the sum of each raffle is that of `totals({ accountId, status:
// 'settled', placedFrom: start, placedTo: asOf })`, as `bettingRecords.settledValidBet` answers it.
// Calls of a turn that know the same open raffles share a statement, each counting up to its own
// moment (the member and the moment are a key: a derived table of the pairs).
import { sql } from 'kysely';
import { coalescedRead } from '../db/coalesced-read';
import { compiledOnceForTuples, type CompiledOnceForLists } from '../db/compiled-once';
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
  /** A turnover row's moment (the key's second value) and raffle (its index in the starts). */
  as_of: number | null;
  raffle: number | null;
  valid: number | null;
}

/** A member's key: its account and the moment its call counts up to. */
type Key = readonly [accountId: number, asOf: number];

/** The statement for a number of open raffles (their starts are its first values after the merchant code). */
function statementFor(raffles: number): CompiledOnceForLists<(string | number)[], Key, BalanceRow> {
  return compiledOnceForTuples<(string | number)[], Key, BalanceRow>(1 + raffles, 2, (db, args, keys) => {
    const merchantCode = args[0] as string;
    const starts = args.slice(1) as number[];
    const accountIds = keys.map(([accountId]) => accountId);
    const nothing = {
      wallet_id: sql<number | null>`cast(null as integer)`,
      currency: sql<string | null>`cast(null as text)`,
      balance_minor: sql<number | null>`cast(null as bigint)`,
      promotion_id: sql<string | null>`cast(null as text)`,
      as_of: sql<number | null>`cast(null as bigint)`,
      raffle: sql<number | null>`cast(null as integer)`,
      valid: sql<number | null>`cast(null as numeric)`,
    };
    const wallets = db
      .selectFrom('wallets')
      .select((eb) => [
        sql<number>`${sql.lit(WALLET)}`.as('part'),
        'account_id',
        eb.ref('wallet_id').$castTo<number | null>().as('wallet_id'),
        eb.ref('currency').$castTo<string | null>().as('currency'),
        eb.ref('balance_minor').$castTo<number | null>().as('balance_minor'),
        nothing.promotion_id.as('promotion_id'),
        nothing.as_of.as('as_of'),
        nothing.raffle.as('raffle'),
        nothing.valid.as('valid'),
      ])
      .where('merchant_code', '=', merchantCode)
      .where('account_id', 'in', accountIds);
    const acted = db
      .selectFrom('promotion_activities')
      .select((eb) => [
        sql<number>`${sql.lit(ACTED)}`.as('part'),
        'account_id',
        nothing.wallet_id.as('wallet_id'),
        nothing.currency.as('currency'),
        nothing.balance_minor.as('balance_minor'),
        eb.ref('promotion_id').$castTo<string | null>().as('promotion_id'),
        nothing.as_of.as('as_of'),
        nothing.raffle.as('raffle'),
        nothing.valid.as('valid'),
      ])
      .where('merchant_code', '=', merchantCode)
      .where('account_id', 'in', accountIds);
    const both = wallets.unionAll(acted);
    if (starts.length === 0) return both;
    // The keys and the raffles as derived tables (each its own small UNION ALL of constants), so
    // the statement's compound select stays at three parts whatever the number of keys.
    const keyTable = keys
      .map(([accountId, asOf]) =>
        db.selectNoFrom([
          sql<number>`cast(${accountId} as integer)`.as('account_id'),
          sql<number>`cast(${asOf} as bigint)`.as('as_of'),
        ]),
      )
      .reduce((all, one) => all.unionAll(one));
    const raffleTable = starts
      .map((start, index) =>
        db.selectNoFrom([
          sql<number>`${sql.lit(index)}`.as('raffle'),
          sql<number>`cast(${start} as bigint)`.as('starts_at'),
        ]),
      )
      .reduce((all, one) => all.unionAll(one));
    const turnover = db
      .selectFrom(keyTable.as('k'))
      .innerJoin(raffleTable.as('r'), (join) => join.onTrue())
      .select((eb) => [
        sql<number>`${sql.lit(TURNOVER)}`.as('part'),
        'k.account_id',
        nothing.wallet_id.as('wallet_id'),
        nothing.currency.as('currency'),
        nothing.balance_minor.as('balance_minor'),
        nothing.promotion_id.as('promotion_id'),
        eb.ref('k.as_of').$castTo<number | null>().as('as_of'),
        eb.ref('r.raffle').$castTo<number | null>().as('raffle'),
        eb
          .selectFrom('betting_records as b')
          .select((inner) => inner.fn.sum<number | null>('b.valid_bet_minor').as('valid'))
          .where('b.merchant_code', '=', merchantCode)
          .whereRef('b.account_id', '=', 'k.account_id')
          .whereRef('b.placed_at', '>=', 'r.starts_at')
          .whereRef('b.placed_at', '<=', 'k.as_of')
          .where('b.status', '=', 'settled')
          .as('valid'),
      ]);
    return both.unionAll(turnover);
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
      bySet.set(set, [...(bySet.get(set) ?? []), one]);
    }
    for (const group of bySet.values()) {
      const starts = group[0]!.raffleStarts;
      const byAccount = new Map<number, { wallets: WalletBalance[]; acted: Set<string> }>(
        group.map((one) => [one.accountId, { wallets: [], acted: new Set<string>() }]),
      );
      const turnover = new Map<string, number[]>(
        group.map((one) => [`${one.accountId}:${one.asOf}`, starts.map(() => 0)]),
      );
      const keys = [
        ...new Map(group.map((one) => [`${one.accountId}:${one.asOf}`, [one.accountId, one.asOf] as const])).values(),
      ];
      for (const row of await statementOf(starts.length).rows(db, [merchantCode, ...starts], keys)) {
        const part = Number(row.part);
        if (part === TURNOVER) {
          const sums = turnover.get(`${Number(row.account_id)}:${Number(row.as_of)}`);
          // A padded key repeats a key of the list: the same sum again.
          if (sums) sums[Number(row.raffle)] = Number(row.valid ?? 0);
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
          raffleTurnoverMinor: [...turnover.get(`${one.accountId}:${one.asOf}`)!],
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
