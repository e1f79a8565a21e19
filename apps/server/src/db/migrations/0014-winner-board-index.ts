// 0014: the winner board reads its wins through an index ordered by the win. The board is the
// tenant's biggest settled wins of the last week, a few dozen rows; before this it read
// `betting_records_winners` (merchant, settled_at, win): every bet settled in the week — each
// in-house spin is one — then sorted them by win, on every anonymous call.
//
// `betting_records_biggest_wins` holds only settled winning bets (partial: queries name
// `status = 'settled'` and `win_minor > 0` as literals), by merchant and win, with the settlement
// time and the account beside them. The board walks it from the biggest win down and stops at the
// first rows of the week that belong to a public account: it reads the wins bigger than the board's
// smallest that are older than a week or a trial account's (trial accounts are deleted after
// TRIAL_ACCOUNT_DAYS), not the week's bets. The old index served only the board and is dropped, so a
// bet still updates as many indexes as before.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const winnerBoardIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('betting_records_biggest_wins')
      .on('betting_records')
      .columns(['merchant_code', 'win_minor', 'settled_at', 'account_id'])
      .where(sql.ref('status'), '=', sql.lit('settled'))
      .where(sql.ref('win_minor'), '>', sql.lit(0))
      .execute();
    await db.schema.dropIndex('betting_records_winners').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .createIndex('betting_records_winners')
      .on('betting_records')
      .columns(['merchant_code', 'settled_at', 'win_minor'])
      .execute();
    await db.schema.dropIndex('betting_records_biggest_wins').execute();
  },
};
