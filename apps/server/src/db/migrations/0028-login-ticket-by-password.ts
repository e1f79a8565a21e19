// 0028: a login ticket says whether its first step presented the account's password
// (`by_password`), not whether it was an SMS login (`via_sms`). Only a login by password is made to
// change an expired password (spec: not after an SMS or third-party login); a social sign-in or a
// passkey that passed a second step was forced too, to type a password its member may never have
// had. The column is renamed and its values turned over: an SMS ticket (1) is not by password (0).
// Tickets live five minutes, so a ticket of another way in, open during the upgrade, keeps the
// forced change it would have had before.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const loginTicketByPasswordMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('login_tickets').renameColumn('via_sms', 'by_password').execute();
    await sql`UPDATE login_tickets SET by_password = 1 - by_password`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`UPDATE login_tickets SET by_password = 1 - by_password`.execute(db);
    await db.schema.alterTable('login_tickets').renameColumn('by_password', 'via_sms').execute();
  },
};
