// 0021: the agent centre's platform (issue 23; services/agents/README.md is the design).
//
// - `agent_tree`: a closure table of the upline chain — one row per (ancestor, descendant) pair,
//   depth ≥ 1 (1 = direct downline), no self rows. Written with the account (repositories/
//   accounts.ts `insert`, in the caller's transaction) and backfilled here from
//   `accounts.upline_id` for the accounts that exist, with a recursive CTE (both engines; a chain
//   longer than 64 is taken as a cycle and cut). The primary key serves a team (`ancestor_id = ?`)
//   and "is X in my team" (one probe); `agent_tree_uplines` serves an account's uplines.
// - `agent_contracts`: one row per offer of a dividend or salary contract, with its terms (rate in
//   basis points, period, minimums) and state (offered → active | rejected; active → terminated |
//   ended). At most one offer waiting and one active contract per (merchant, kind, account):
//   partial unique indexes whose conditions are literals, as both engines need. `settled_until` is
//   the settlement's watermark: a run claims a period by moving it from the period's start to its end
//   (a conditional UPDATE: one instance wins).
// - `agent_settlements`: one row per contract and period start, unique: a period is paid once.
// Numbered 0021 because 0017–0020 belong to other branches of issue 22: kysely runs migrations in
// name order, so this runs after them whatever order they merge in.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idColumns, type DialectKind } from '../dialect';

/** The longest upline chain the backfill follows (deeper is a cycle in bad data). */
const MAX_BACKFILL_DEPTH = 64;

export function agentTreeMigration(dialect: DialectKind): Migration {
  const { id, idType } = idColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('agent_tree')
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('ancestor_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('descendant_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('depth', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('agent_tree_pk', ['merchant_code', 'ancestor_id', 'descendant_id'])
        .addCheckConstraint('agent_tree_depth_positive', sql`depth >= 1`)
        .execute();
      await db.schema
        .createIndex('agent_tree_uplines')
        .on('agent_tree')
        .columns(['merchant_code', 'descendant_id', 'depth'])
        .execute();

      await sql`
        WITH RECURSIVE chain (merchant_code, ancestor_id, descendant_id, depth) AS (
          SELECT merchant_code, upline_id, id, 1 FROM accounts WHERE upline_id IS NOT NULL
          UNION ALL
          SELECT c.merchant_code, a.upline_id, c.descendant_id, c.depth + 1
          FROM chain c
          JOIN accounts a ON a.id = c.ancestor_id AND a.merchant_code = c.merchant_code
          WHERE a.upline_id IS NOT NULL AND c.depth < ${sql.lit(MAX_BACKFILL_DEPTH)}
        )
        INSERT INTO agent_tree (merchant_code, ancestor_id, descendant_id, depth)
        SELECT merchant_code, ancestor_id, descendant_id, MIN(depth) FROM chain
        GROUP BY merchant_code, ancestor_id, descendant_id
      `.execute(db);

      await db.schema
        .createTable('agent_contracts')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        /** dividend | daily | hourly | realtime (contracts CONTRACT_KINDS) */
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('upline_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        /** Basis points: 0–10,000 (0–100 %). */
        .addColumn('rate_bp', 'integer', (c) => c.notNull())
        /** D | W | H | M */
        .addColumn('period', 'varchar(1)', (c) => c.notNull())
        .addColumn('min_valid_bet_minor', 'bigint')
        .addColumn('min_profit_loss_minor', 'bigint')
        .addColumn('min_active_members', 'integer')
        .addColumn('daily_bet_minor', 'bigint')
        .addColumn('hourly_bet_minor', 'bigint')
        /** offered | active | rejected | terminated | ended */
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        /** Why it ended: replaced | upline_rate | by_upline | by_member; null otherwise. */
        .addColumn('end_reason', 'varchar(16)')
        .addColumn('offered_at', 'bigint', (c) => c.notNull())
        .addColumn('decided_at', 'bigint')
        .addColumn('ended_at', 'bigint')
        /** The settlement's watermark: every period ending at or before this is settled (null: none yet). */
        .addColumn('settled_until', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('agent_contracts_rate', sql`rate_bp >= 0 AND rate_bp <= 10000`)
        .execute();
      await db.schema
        .createIndex('agent_contracts_one_active')
        .on('agent_contracts')
        .columns(['merchant_code', 'kind', 'account_id'])
        .unique()
        .where(sql.ref('status'), '=', sql.lit('active'))
        .execute();
      await db.schema
        .createIndex('agent_contracts_one_offer')
        .on('agent_contracts')
        .columns(['merchant_code', 'kind', 'account_id'])
        .unique()
        .where(sql.ref('status'), '=', sql.lit('offered'))
        .execute();
      await db.schema
        .createIndex('agent_contracts_account')
        .on('agent_contracts')
        .columns(['merchant_code', 'account_id', 'kind', 'offered_at'])
        .execute();
      await db.schema
        .createIndex('agent_contracts_upline')
        .on('agent_contracts')
        .columns(['merchant_code', 'upline_id', 'kind', 'status'])
        .execute();

      await db.schema
        .createTable('agent_settlements')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('contract_id', idType, (c) => c.notNull().references('agent_contracts.id'))
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('period_start', 'bigint', (c) => c.notNull())
        .addColumn('period_end', 'bigint', (c) => c.notNull())
        .addColumn('valid_bet_minor', 'bigint', (c) => c.notNull())
        .addColumn('profit_loss_minor', 'bigint', (c) => c.notNull())
        .addColumn('active_members', 'integer', (c) => c.notNull())
        .addColumn('rate_bp', 'integer', (c) => c.notNull())
        /** What was paid (0 when a minimum was not met: the period is settled all the same). */
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('agent_settlements_amount', sql`amount_minor >= 0`)
        .execute();
      await db.schema
        .createIndex('agent_settlements_once')
        .on('agent_settlements')
        .columns(['merchant_code', 'contract_id', 'period_start'])
        .unique()
        .execute();
      await db.schema
        .createIndex('agent_settlements_account')
        .on('agent_settlements')
        .columns(['merchant_code', 'account_id', 'kind', 'period_start'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('agent_settlements').execute();
      await db.schema.dropTable('agent_contracts').execute();
      await db.schema.dropTable('agent_tree').execute();
    },
  };
}
