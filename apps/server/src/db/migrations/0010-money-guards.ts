// 0010: the database's own guards on money, beside the ledger's code (repositories/wallets.ts), so
// that a future bug — a write that skips `wallets.post`, a credit run twice — is refused by the
// database instead of paying.
//
// - No wallet balance below zero: a CHECK on PostgreSQL. SQLite cannot add a CHECK to an existing
//   table without rebuilding it (and `wallets` is referenced and written all the time), so there two
//   triggers refuse an INSERT or an UPDATE of the balance that leaves it negative.
// - A one-shot credit is written once per (merchant, kind, reference): a unique index over the
//   ledger rows of those kinds (a partial index, on both engines). The kinds are frozen here as
//   they were when this shipped: deposit (the order number), win and lottery_win (the round id),
//   withdrawal_release (the withdrawal number: a rejection or a refund, never both), reward
//   (`reward:<id>`), transfer_in and wallet_transfer_in (the transfer number).
//
// Rows that already break a guard stop the migration with a message naming them: they are a past
// bug's money to settle by hand first, not something to guess at here.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectKind } from '../dialect';

const ONE_SHOT_KINDS = [
  'deposit',
  'win',
  'lottery_win',
  'withdrawal_release',
  'reward',
  'transfer_in',
  'wallet_transfer_in',
] as const;
const oneShotKinds = sql.raw(ONE_SHOT_KINDS.map((kind) => `'${kind}'`).join(', '));

export function moneyGuardsMigration(dialect: DialectKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const negative = await sql<{
        merchant_code: string;
        account_id: number;
        wallet_id: number;
        balance_minor: number;
      }>`
        select merchant_code, account_id, wallet_id, balance_minor from wallets
        where balance_minor < 0 limit 10`.execute(db);
      if (negative.rows.length)
        throw new Error(
          `0010: wallets below zero, settle them first: ${negative.rows
            .map((r) => `${r.merchant_code} account ${r.account_id} wallet ${r.wallet_id} (${r.balance_minor})`)
            .join('; ')}`,
        );
      const repeated = await sql<{ merchant_code: string; kind: string; reference: string; n: number }>`
        select merchant_code, kind, reference, count(*) as n from ledger
        where kind in (${oneShotKinds}) and reference is not null
        group by merchant_code, kind, reference having count(*) > 1 limit 10`.execute(db);
      if (repeated.rows.length)
        throw new Error(
          `0010: one-shot ledger credits written more than once, settle them first: ${repeated.rows
            .map((r) => `${r.merchant_code} ${r.kind} ${r.reference} ×${r.n}`)
            .join('; ')}`,
        );

      if (dialect === 'postgres') {
        await sql`alter table wallets add constraint wallets_balance_not_negative check (balance_minor >= 0)`.execute(
          db,
        );
      } else {
        await sql`
          create trigger wallets_balance_not_negative_insert before insert on wallets
          when new.balance_minor < 0
          begin select raise(abort, 'wallets_balance_not_negative: a wallet balance below zero'); end`.execute(db);
        await sql`
          create trigger wallets_balance_not_negative_update before update of balance_minor on wallets
          when new.balance_minor < 0
          begin select raise(abort, 'wallets_balance_not_negative: a wallet balance below zero'); end`.execute(db);
      }
      await sql`
        create unique index ledger_one_shot on ledger (merchant_code, kind, reference)
        where kind in (${oneShotKinds})`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop index ledger_one_shot`.execute(db);
      if (dialect === 'postgres') {
        await sql`alter table wallets drop constraint wallets_balance_not_negative`.execute(db);
      } else {
        await sql`drop trigger wallets_balance_not_negative_insert`.execute(db);
        await sql`drop trigger wallets_balance_not_negative_update`.execute(db);
      }
    },
  };
}
