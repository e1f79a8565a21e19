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
import { compiledOnce } from '../db/compiled-once';
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
// own result; a round's balance after the bet, before its win) stays at zero or above. Debits
// (post) and a round's posts on one wallet (postInOrder, whose ledger rows go in with one INSERT:
// two rows compiled once, a bet and its win) share it.
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
// Explicit parameters: compiledOnce counts the build's arguments (no rest parameter).
const twoLedgerRowsAdded = compiledOnce(
  (
    db,
    merchantCode: string,
    accountId: number,
    walletId: number,
    firstAmountMinor: number,
    firstBalanceAfterMinor: number,
    firstKind: LedgerKind,
    firstReference: string | null,
    firstNow: number,
    secondAmountMinor: number,
    secondBalanceAfterMinor: number,
    secondKind: LedgerKind,
    secondReference: string | null,
    secondNow: number,
  ) =>
    db
      .insertInto('ledger')
      .values([
        ledgerRow(
          merchantCode,
          accountId,
          walletId,
          firstAmountMinor,
          firstBalanceAfterMinor,
          firstKind,
          firstReference,
          firstNow,
        ),
        ledgerRow(
          merchantCode,
          accountId,
          walletId,
          secondAmountMinor,
          secondBalanceAfterMinor,
          secondKind,
          secondReference,
          secondNow,
        ),
      ]),
);

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

  /**
   * Several posts on ONE wallet in the given order (a round: its bet, then its win) in two
   * statements: the wallet changes once by their sum, refused whole (InsufficientBalanceError, nothing
   * written) when any running balance along the way would go below zero — a bet above the balance is
   * refused even when its win would cover it —, and the ledger rows go in with one INSERT, each
   * with the running balance after it. Answers each post's balance after. Inside a transaction.
   */
  async function postInOrder(entries: readonly LedgerPost[]): Promise<number[]> {
    if (!db.isTransaction) throw new Error('wallets.postInOrder must run inside a transaction');
    const [first] = entries;
    if (!first) return [];
    if (entries.length === 1) return [await post(first)];
    if (entries.some((e) => e.accountId !== first.accountId || e.walletId !== first.walletId))
      throw new Error('wallets.postInOrder posts on one wallet');
    let total = 0;
    let lowest = 0;
    for (const entry of entries) {
      if (!Number.isSafeInteger(entry.amountMinor)) throw new Error('amounts are integer minor units');
      assertReference(entry);
      total += entry.amountMinor;
      lowest = Math.min(lowest, total);
    }
    const { accountId, walletId } = first;
    const now = entries[entries.length - 1]!.now;
    const row = await changedIfCovered.first(db, merchantCode, accountId, walletId, total, lowest, now);
    if (!row) {
      const wallet = await db
        .selectFrom('wallets')
        .select('balance_minor')
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('wallet_id', '=', walletId)
        .executeTakeFirst();
      if (!wallet) throw new Error(`wallet ${walletId} of account ${accountId} does not exist`);
      throw new InsufficientBalanceError();
    }
    let running = row.balance_minor - total;
    const rows: LedgerRowValues[] = entries.map((e) => {
      running += e.amountMinor;
      return [accountId, walletId, e.amountMinor, running, e.kind, e.reference, e.now];
    });
    if (rows.length === 2) {
      const [[, , firstAmount, firstAfter, firstKind, firstReference, firstNow], second] = [rows[0]!, rows[1]!];
      await twoLedgerRowsAdded.run(
        db,
        merchantCode,
        accountId,
        walletId,
        firstAmount,
        firstAfter,
        firstKind,
        firstReference,
        firstNow,
        second[2],
        second[3],
        second[4],
        second[5],
        second[6],
      );
    } else
      await db
        .insertInto('ledger')
        .values(rows.map((r) => ledgerRow(merchantCode, ...r)))
        .execute();
    return rows.map((r) => r[3]);
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
    postInOrder,
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
