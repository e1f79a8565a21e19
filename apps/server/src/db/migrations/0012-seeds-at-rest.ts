// 0012: no game seed in the database. An in-house or lottery server seed is derived from SEED_KEY
// (a secret outside the database) and a random nonce; a row keeps `k1:<nonce>` instead of the seed,
// so a backup predicts no outcome (games/fairness.ts, ServerSeeds). Published seed hashes are
// unchanged: SHA-256 of the seed, as before.
//
// - `server_seed` becomes `seed_ref` (lottery_issues, fairness_seeds). A migration cannot read
//   SEED_KEY, and a seed made before this cannot be re-derived from a nonce, so the rows already
//   there keep their seed in `seed_ref` (64 hex characters, still read as the seed); every new row
//   holds a reference.
// - An in-house seed still in use is revealed here (as a rotation would reveal it): its plaintext
//   then predicts nothing, and the account's next round commits to a derived seed. A lottery issue
//   already open keeps its seed (its hash is published and bets may stand on it) until its draw,
//   at most a day later; issues made after this hold references only.
// - fairness_seeds gets `next_seed_ref` and `next_seed_hash`: the seed that follows the one in use,
//   committed (its hash shown) before the player picks the client seed that goes with it.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const seedsAtRestMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('lottery_issues').renameColumn('server_seed', 'seed_ref').execute();
    await db.schema.alterTable('fairness_seeds').renameColumn('server_seed', 'seed_ref').execute();
    await db.schema.alterTable('fairness_seeds').addColumn('next_seed_ref', 'varchar(64)').execute();
    await db.schema.alterTable('fairness_seeds').addColumn('next_seed_hash', 'varchar(64)').execute();
    const seeds = db as Kysely<{ fairness_seeds: { revealed_at: number | null; seed_ref: string } }>;
    await seeds
      .updateTable('fairness_seeds')
      .set({ revealed_at: Date.now() })
      .where('revealed_at', 'is', null)
      .where('seed_ref', 'not like', 'k1:%')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('fairness_seeds').dropColumn('next_seed_hash').execute();
    await db.schema.alterTable('fairness_seeds').dropColumn('next_seed_ref').execute();
    await db.schema.alterTable('fairness_seeds').renameColumn('seed_ref', 'server_seed').execute();
    await db.schema.alterTable('lottery_issues').renameColumn('seed_ref', 'server_seed').execute();
  },
};
