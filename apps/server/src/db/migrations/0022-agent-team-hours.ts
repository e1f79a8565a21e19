// 0022: per-hour team totals of the agents (issue 23; services/agents/README.md "Team figures").
//
// `agent_team_hours(merchant_code, agent_id, hour, bets, stake_minor, valid_minor, win_minor)`: for
// every agent, the sums of its team's settled bets (its downlines at any depth, never its own) per
// UTC hour of placing (`hour` = the hour's start, epoch ms). Kept by the bet door as bets are
// written settled or settle (repositories/betting-records-team-hours.ts), one upsert per (ancestor,
// hour) of a write; read by the team overview, the team betting report and the settlement for the
// whole hours of a period instead of summing its bets. Backfilled here from the settled bets and
// the agent tree (migration 0021) that exist.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idColumns, type DialectKind } from '../dialect';

const HOUR_MS = 3_600_000;

export function agentTeamHoursMigration(dialect: DialectKind): Migration {
  const { idType } = idColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('agent_team_hours')
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('agent_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('hour', 'bigint', (c) => c.notNull())
        .addColumn('bets', 'bigint', (c) => c.notNull())
        .addColumn('stake_minor', 'bigint', (c) => c.notNull())
        .addColumn('valid_minor', 'bigint', (c) => c.notNull())
        .addColumn('win_minor', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('agent_team_hours_pk', ['merchant_code', 'agent_id', 'hour'])
        .execute();

      await sql`
        INSERT INTO agent_team_hours (merchant_code, agent_id, hour, bets, stake_minor, valid_minor, win_minor)
        SELECT t.merchant_code, t.ancestor_id, (b.placed_at / ${sql.lit(HOUR_MS)}) * ${sql.lit(HOUR_MS)},
          COUNT(*), SUM(b.bet_minor), SUM(b.valid_bet_minor), SUM(b.win_minor)
        FROM betting_records b
        JOIN agent_tree t ON t.merchant_code = b.merchant_code AND t.descendant_id = b.account_id
        WHERE b.status = 'settled'
        GROUP BY t.merchant_code, t.ancestor_id, (b.placed_at / ${sql.lit(HOUR_MS)}) * ${sql.lit(HOUR_MS)}
      `.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('agent_team_hours').execute();
    },
  };
}
