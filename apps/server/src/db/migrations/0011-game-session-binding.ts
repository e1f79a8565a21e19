// 0011: a launch ticket and the in-house game session it buys name the portal session that
// launched the game (`session_id`, the sessions row's id). The game session lives only as long as
// that portal session: each game call reads the portal session by its primary key and refuses the
// call once it is revoked (logout, a login elsewhere, a password change or reset, repeated
// payment-password locks) or expired (services/games/inhouse-service.ts). No foreign key: the
// trial-account purge deletes an account's rows table by table, in an order a key would constrain.
//
// Tickets and game sessions made before this migration have no portal session (null): they are
// refused, as if expired. That ends at most two hours of in-house play at the deploy; the page
// asks for a new launch.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idColumns, type DialectKind } from '../dialect';

export function gameSessionBindingMigration(dialect: DialectKind): Migration {
  const { idType } = idColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('launch_tickets').addColumn('session_id', idType).execute();
      await db.schema.alterTable('game_sessions').addColumn('session_id', idType).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('game_sessions').dropColumn('session_id').execute();
      await db.schema.alterTable('launch_tickets').dropColumn('session_id').execute();
    },
  };
}
