// Money of one tenant: a balance row per wallet and an append-only ledger. A balance changes only
// through `post`, which writes the ledger row in the same transaction (the caller opens it).
// Amounts are integer minor units (lib/money.ts converts); a row's `kind` is a LedgerKind, so a
// post of a kind nobody named does not compile (wallets.test.ts). Behind this code the database
// refuses a balance below zero and a second one-shot credit of one reference (migration 0010,
// ONE_SHOT_LEDGER_KINDS).
//
// Lock order (PostgreSQL waits on a row another transaction changed; two transactions waiting on
// each other's rows deadlock): a transaction takes its order's own row first (the withdrawal,
// deposit order, reward, lottery issue, bet), then a withdrawal day's total (`withdrawal_days`),
// then the wallets — several of them in ascending (account id, wallet id) order: `postMany` locks
// them so before it posts, `postCredits` posts in that order. A row touched after the wallets (an
// in-house round's open-game mark) is one no transaction takes before a wallet. Two transactions
// that follow this order wait for each other instead of deadlocking; the transaction helper
// (executor.ts) runs a whole transaction once more if the database still aborts it as a deadlock
// or serialisation failure.
import type { TransactionKind } from '@portal/contracts';
import { sql } from 'kysely';
import { compiledOnce, isSqlite } from '../db/compiled-once';
import type { Executor } from './executor';

/**
 * Kinds the platform writes for itself, besides the contract's TRANSACTION_KINDS (the member's
 * account record shows these as `adjustment`: services/member-centre/transaction-kinds.ts).
 */
export const PLATFORM_LEDGER_KINDS = ['demo_seed', 'trial_credit', 'dev_credit'] as const;

/** What a ledger row records: a kind of the member's account record, or one of the platform's own. */
export type LedgerKind = TransactionKind | (typeof PLATFORM_LEDGER_KINDS)[number];

/**
 * Credits that happen once per reference, so the database refuses a second row of one (merchant,
 * kind, reference) — the unique index `ledger_one_shot` of migration 0010, which keeps its own
 * copy of this list: deposit (the order number), win and lottery_win (the round id),
 * withdrawal_release (the withdrawal number: a rejection or a refund, never both), reward
 * (`reward:<id>`), transfer_in and wallet_transfer_in (the transfer number), points (`convert:<no>`
 * or `redeem:<no>`: migration 0015 added it to the index), promotion_bonus (`promotion:<id>:<account>`)
 * and raffle_prize (`raffle:<id>:<account>`: migration 0017 added both). Not one-shot:
 * or `redeem:<no>`: migration 0015 added it to the index), mission_reward (`mission:<id>:<periodStart>:<account>`:
 * its own index `ledger_one_shot_mission`, migration 0018). Not one-shot:
 * adjustment, demo_seed, trial_credit and dev_credit (by hand or by the platform, references shared
 * or none), bonus (nothing writes it yet: a writer that gives it a one-shot reference adds it here
 * and in a migration), and the debits (bet, lottery_bet, withdrawal_hold, *_out: a double debit
 * pays nobody, and the balance check stops what would overdraw). A post of these kinds needs a
 * reference.
 */
export const ONE_SHOT_LEDGER_KINDS: readonly LedgerKind[] = [
  'deposit',
  'win',
  'lottery_win',
  'withdrawal_release',
  'reward',
  'transfer_in',
  'wallet_transfer_in',
  'points',
  'promotion_bonus',
  'raffle_prize',
  'mission_reward',
];
// agent_salary and agent_dividend (services/agents/agent-settlement.ts, reference
// `settlement:<contractId>:<periodStart>`) are not in the one-shot index: the contract's watermark
// and the settlement record's unique index (migration 0021) pay them once.

function assertReference(entry: LedgerPost): void {
  if (entry.reference === null && ONE_SHOT_LEDGER_KINDS.includes(entry.kind))
    throw new Error(`a ${entry.kind} credit needs its reference (it is paid once per reference)`);
}

/** One ledger row to write. */
export interface LedgerPost {
  accountId: number;
  walletId: number;
  /** Negative takes from the wallet. */
  amountMinor: number;
  kind: LedgerKind;
  /** The round, order, withdrawal or transfer it belongs to (an idempotency key of the caller's). */
  reference: string | null;
  now: number;
}

/** `post` refused: the balance would go below zero (the transaction must roll back). */
export class InsufficientBalanceError extends Error {
  override readonly name = 'InsufficientBalanceError';
  constructor() {
    super('insufficient balance');
  }
}

export interface WalletBalance {
  walletId: number;
  currency: string;
  balanceMinor: number;
}

/** A member's wallets: every balance call (compiled once: db/compiled-once.ts). */
const balancesOfAccount = compiledOnce((db, merchantCode: string, accountId: number) =>
  db
    .selectFrom('wallets')
    .select(['wallet_id', 'currency', 'balance_minor'])
    .where('merchant_code', '=', merchantCode)
    .where('account_id', '=', accountId)
    .orderBy('wallet_id'),
);

// A post's two statements (compiled once: db/compiled-once.ts): the wallet's UPDATE, a debit's
// only where it leaves the balance at zero or above, and the ledger row.
const walletChange = (
  db: Executor,
  merchantCode: string,
  accountId: number,
  walletId: number,
  amountMinor: number,
  now: number,
) =>
  db
    .updateTable('wallets')
    .set((eb) => ({ balance_minor: eb('balance_minor', '+', amountMinor), updated_at: now }))
    .where('merchant_code', '=', merchantCode)
    .where('account_id', '=', accountId)
    .where('wallet_id', '=', walletId);
const credited = compiledOnce(
  (db, merchantCode: string, accountId: number, walletId: number, amountMinor: number, now: number) =>
    walletChange(db, merchantCode, accountId, walletId, amountMinor, now).returning('balance_minor'),
);
const ledgerRowAdded = compiledOnce(
  (
    db,
    merchantCode: string,
    accountId: number,
    walletId: number,
    amountMinor: number,
    balanceAfterMinor: number,
    kind: LedgerKind,
    reference: string | null,
    now: number,
  ) =>
    db
      .insertInto('ledger')
      .values(ledgerRow(merchantCode, accountId, walletId, amountMinor, balanceAfterMinor, kind, reference, now)),
);

// The wallet changes by `changeMinor` only where its lowest running balance on the way (a debit's
// own result) stays at zero or above (post). A group of rounds decides this in code on wallets it
// locked (WalletBook, below).
const changedIfCovered = compiledOnce(
  (
    db,
    merchantCode: string,
    accountId: number,
    walletId: number,
    changeMinor: number,
    lowestStepMinor: number,
    now: number,
  ) =>
    walletChange(db, merchantCode, accountId, walletId, changeMinor, now)
      .where((eb) => eb(eb('balance_minor', '+', lowestStepMinor), '>=', 0))
      .returning('balance_minor'),
);
type LedgerRowValues = [
  accountId: number,
  walletId: number,
  amountMinor: number,
  balanceAfterMinor: number,
  kind: LedgerKind,
  reference: string | null,
  now: number,
];
const ledgerRow = (
  merchantCode: string,
  ...[accountId, walletId, amountMinor, balanceAfterMinor, kind, reference, now]: LedgerRowValues
) => ({
  merchant_code: merchantCode,
  account_id: accountId,
  wallet_id: walletId,
  amount_minor: amountMinor,
  balance_after_minor: balanceAfterMinor,
  kind,
  reference,
  created_at: now,
});

export function walletsRepository(db: Executor, merchantCode: string) {
  /**
   * Adds `amountMinor` (negative to take) to a wallet and records it in the ledger. Must run inside
   * a transaction: the balance update and the ledger row commit together or not at all.
   */
  async function post(entry: LedgerPost): Promise<number> {
    if (!db.isTransaction) throw new Error('wallets.post must run inside a transaction');
    if (!Number.isSafeInteger(entry.amountMinor)) throw new Error('amounts are integer minor units');
    assertReference(entry);
    // A debit changes the row only if it leaves the balance at zero or above (checked on the row as
    // it is when the UPDATE locks it), so the database's own guard (migration 0010) is never what
    // refuses an ordinary short balance.
    const { accountId, walletId, amountMinor, now } = entry;
    const row =
      amountMinor < 0
        ? await changedIfCovered.first(db, merchantCode, accountId, walletId, amountMinor, amountMinor, now)
        : await credited.first(db, merchantCode, accountId, walletId, amountMinor, now);
    if (!row) {
      const wallet = await db
        .selectFrom('wallets')
        .select('balance_minor')
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', entry.accountId)
        .where('wallet_id', '=', entry.walletId)
        .executeTakeFirst();
      if (!wallet) throw new Error(`wallet ${entry.walletId} of account ${entry.accountId} does not exist`);
      throw new InsufficientBalanceError();
    }
    const balanceAfter = row.balance_minor;
    await ledgerRowAdded.run(
      db,
      merchantCode,
      entry.accountId,
      entry.walletId,
      entry.amountMinor,
      balanceAfter,
      entry.kind,
      entry.reference,
      entry.now,
    );
    return balanceAfter;
  }

  return {
    async open(accountId: number, walletId: number, currency: string, now: number): Promise<void> {
      await db
        .insertInto('wallets')
        .values({
          merchant_code: merchantCode,
          account_id: accountId,
          wallet_id: walletId,
          currency,
          balance_minor: 0,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'account_id', 'wallet_id']).doNothing())
        .execute();
    },
    post,
    /**
     * The wallets a group of rounds posts on, locked until the transaction ends (PostgreSQL: FOR
     * UPDATE, in the lock order; SQLite writes one transaction at a time), with their balances: the
     * posts are decided in code (`WalletBook.post`) and written together (`WalletBook.write`).
     */
    async lockForPosts(keys: readonly { accountId: number; walletId: number }[]): Promise<WalletBook> {
      if (!db.isTransaction) throw new Error('wallets.lockForPosts must run inside a transaction');
      const query = db
        .selectFrom('wallets')
        .select(['account_id', 'wallet_id', 'balance_minor'])
        .where('merchant_code', '=', merchantCode)
        .where((eb) =>
          eb(
            eb.refTuple('account_id', 'wallet_id'),
            'in',
            keys.map((k) => eb.tuple(k.accountId, k.walletId)),
          ),
        )
        .orderBy('account_id')
        .orderBy('wallet_id');
      const rows = await (isSqlite(db) ? query : query.forUpdate()).execute();
      return new WalletBook(
        db,
        merchantCode,
        new Map(rows.map((r) => [walletKey(r.account_id, r.wallet_id), r.balance_minor])),
      );
    },
    /**
     * Several posts of one transaction (a transfer's two legs), in the given order, after locking
     * every wallet they touch in the lock order (ascending account id, then wallet id; see the
     * header): two transfers in opposite directions then queue on the first wallet instead of each
     * holding one the other needs. Answers each post's balance after.
     */
    async postMany(entries: readonly LedgerPost[]): Promise<number[]> {
      if (!db.isTransaction) throw new Error('wallets.postMany must run inside a transaction');
      const wallets = [...new Map(entries.map((e) => [`${e.accountId}:${e.walletId}`, e])).values()].sort(
        (a, b) => a.accountId - b.accountId || a.walletId - b.walletId,
      );
      for (const { accountId, walletId } of wallets) {
        // A write that changes nothing, for its row lock.
        const locked = await db
          .updateTable('wallets')
          .set((eb) => ({ updated_at: eb.ref('updated_at') }))
          .where('merchant_code', '=', merchantCode)
          .where('account_id', '=', accountId)
          .where('wallet_id', '=', walletId)
          .executeTakeFirst();
        if (Number(locked.numUpdatedRows) !== 1)
          throw new Error(`wallet ${walletId} of account ${accountId} does not exist`);
      }
      const balances = [];
      for (const entry of entries) balances.push(await post(entry));
      return balances;
    },
    /**
     * Many credits (positive amounts), each with its own ledger row, for bulk settlement: one
     * UPDATE per wallet (by its total) and the ledger rows inserted together, their balance_after
     * running up to the wallet's new balance in the given order. Inside a transaction, like post.
     */
    async postCredits(entries: readonly LedgerPost[]): Promise<void> {
      if (!db.isTransaction) throw new Error('wallets.postCredits must run inside a transaction');
      if (entries.some((e) => !Number.isSafeInteger(e.amountMinor) || e.amountMinor <= 0))
        throw new Error('credits are positive integer minor units');
      entries.forEach(assertReference);
      const groups = new Map<string, LedgerPost[]>();
      for (const entry of entries) {
        const key = `${entry.accountId}:${entry.walletId}`;
        groups.set(key, [...(groups.get(key) ?? []), entry]);
      }
      const rows = [];
      // Wallets in one order (account, wallet) so two bulk posts never wait on each other in a cycle.
      const ordered = [...groups.values()].sort(
        (a, b) => a[0]!.accountId - b[0]!.accountId || a[0]!.walletId - b[0]!.walletId,
      );
      for (const group of ordered) {
        const { accountId, walletId, now } = group[0]!;
        const total = group.reduce((sum, e) => sum + e.amountMinor, 0);
        const row = await db
          .updateTable('wallets')
          .set((eb) => ({ balance_minor: eb('balance_minor', '+', total), updated_at: now }))
          .where('merchant_code', '=', merchantCode)
          .where('account_id', '=', accountId)
          .where('wallet_id', '=', walletId)
          .returning('balance_minor')
          .executeTakeFirst();
        if (!row) throw new Error(`wallet ${walletId} of account ${accountId} does not exist`);
        let running = row.balance_minor - total;
        for (const e of group) {
          running += e.amountMinor;
          rows.push({
            merchant_code: merchantCode,
            account_id: accountId,
            wallet_id: walletId,
            amount_minor: e.amountMinor,
            balance_after_minor: running,
            kind: e.kind,
            reference: e.reference,
            created_at: e.now,
          });
        }
      }
      for (let at = 0; at < rows.length; at += 500)
        await db
          .insertInto('ledger')
          .values(rows.slice(at, at + 500))
          .execute();
    },
    /** Every wallet of an account, read in one statement (one consistent figure). */
    async balances(accountId: number): Promise<WalletBalance[]> {
      const rows = await balancesOfAccount.rows(db, merchantCode, accountId);
      return rows.map((r) => ({ walletId: r.wallet_id, currency: r.currency, balanceMinor: r.balance_minor }));
    },
    async ledgerSum(accountId: number, walletId: number): Promise<number> {
      const row = await db
        .selectFrom('ledger')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('total'))
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('wallet_id', '=', walletId)
        .executeTakeFirstOrThrow();
      return row.total;
    },
  };
}
export type WalletsRepository = ReturnType<typeof walletsRepository>;

const walletKey = (accountId: number, walletId: number) => `${accountId}:${walletId}`;

/**
 * Locked wallets' balances (`wallets.lockForPosts`) and the posts decided on them in code, written
 * in two statements for all of them: one UPDATE of each wallet by its total (`UPDATE … FROM` a list
 * of values) and one INSERT of the ledger rows, each with its running balance.
 */
export class WalletBook {
  private readonly changes = new Map<
    string,
    { accountId: number; walletId: number; changeMinor: number; now: number }
  >();
  private readonly rows: ReturnType<typeof ledgerRow>[] = [];

  constructor(
    private readonly db: Executor,
    private readonly merchantCode: string,
    private readonly balances: Map<string, number>,
  ) {}

  /**
   * Posts on one wallet in order, all or none: refused (InsufficientBalanceError, nothing recorded)
   * when any running balance along the way would go below zero — a bet above the balance is refused
   * even when its win would cover it. Answers each post's balance after.
   */
  post(entries: readonly LedgerPost[]): number[] {
    const [first] = entries;
    if (!first) return [];
    const key = walletKey(first.accountId, first.walletId);
    const balance = this.balances.get(key);
    if (balance === undefined) throw new Error(`wallet ${first.walletId} of account ${first.accountId} is not locked`);
    let running = balance;
    const after: number[] = [];
    for (const entry of entries) {
      if (entry.accountId !== first.accountId || entry.walletId !== first.walletId)
        throw new Error('WalletBook.post posts on one wallet');
      if (!Number.isSafeInteger(entry.amountMinor)) throw new Error('amounts are integer minor units');
      assertReference(entry);
      running += entry.amountMinor;
      if (running < 0) throw new InsufficientBalanceError();
      after.push(running);
    }
    this.balances.set(key, running);
    const change = this.changes.get(key) ?? {
      accountId: first.accountId,
      walletId: first.walletId,
      changeMinor: 0,
      now: 0,
    };
    change.changeMinor += running - balance;
    change.now = entries[entries.length - 1]!.now;
    this.changes.set(key, change);
    entries.forEach((e, i) =>
      this.rows.push(
        ledgerRow(this.merchantCode, e.accountId, e.walletId, e.amountMinor, after[i]!, e.kind, e.reference, e.now),
      ),
    );
    return after;
  }

  /** Writes the posts so far; the book is then empty. */
  async write(): Promise<void> {
    const changes = [...this.changes.values()];
    if (changes.length === 0) return;
    // The guard stays in the statement (and the CHECK behind it): a wallet changed by anything but
    // this book since it was locked would be a bug, refused here rather than written.
    const result = await sql`with posted(account_id, wallet_id, change_minor, updated_at) as (values ${sql.join(
      changes.map(
        (c) =>
          sql`(cast(${c.accountId} as bigint), cast(${c.walletId} as bigint), cast(${c.changeMinor} as bigint), cast(${c.now} as bigint))`,
      ),
    )})
      update wallets set balance_minor = wallets.balance_minor + posted.change_minor, updated_at = posted.updated_at
      from posted
      where wallets.merchant_code = ${this.merchantCode} and wallets.account_id = posted.account_id
        and wallets.wallet_id = posted.wallet_id and wallets.balance_minor + posted.change_minor >= 0`.execute(this.db);
    if (Number(result.numAffectedRows) !== changes.length) throw new Error('a locked wallet changed under its book');
    await this.db.insertInto('ledger').values(this.rows).execute();
    this.changes.clear();
    this.rows.length = 0;
  }
}
