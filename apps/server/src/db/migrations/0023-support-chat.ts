// 0023: customer service and live chat (issue 24; README "Live chat").
//
// `support_conversations`: one member's conversation with the brand's support staff, in a queue
// (general | vip), waiting → open (claimed by a staff member) → closed. A member has at most one
// conversation that is not closed: the partial unique index makes two first messages sent at once
// open one conversation. `member_read_id` / `staff_read_id` are the last message ids each side read
// (the read receipts and the unread counts).
//
// `support_messages`: the messages, their id growing across the platform (the sockets' `after`).
// `account_id` is the member's (on the staff's answers too), so a member's reads need no join.
// A message is text or an image (png / jpeg bytes, checked at upload); `client_id` is unique per
// conversation and sender: the same send again finds the stored message.
//
// `support_canned_replies`: the brand's canned replies, per language.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idColumns, type DialectKind } from '../dialect';

export function supportChatMigration(dialect: DialectKind): Migration {
  const { id, idType } = idColumns(dialect);
  const bytesType = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('support_conversations')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        /** general | vip (contracts SUPPORT_QUEUES), fixed when the conversation opens. */
        .addColumn('queue', 'varchar(16)', (c) => c.notNull())
        /** waiting | open | closed (contracts CONVERSATION_STATES). */
        .addColumn('state', 'varchar(16)', (c) => c.notNull())
        .addColumn('claimed_staff_id', idType, (c) => c.references('staff.id'))
        .addColumn('member_read_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('staff_read_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_message_at', 'bigint', (c) => c.notNull())
        .addColumn('closed_at', 'bigint')
        .execute();
      await sql`
        create unique index support_conversations_one_live on support_conversations (merchant_code, account_id)
        where state <> 'closed'`.execute(db);
      await db.schema
        .createIndex('support_conversations_queue')
        .on('support_conversations')
        .columns(['merchant_code', 'queue', 'state', 'last_message_at'])
        .execute();
      await db.schema
        .createIndex('support_conversations_member')
        .on('support_conversations')
        .columns(['merchant_code', 'account_id', 'id'])
        .execute();

      await db.schema
        .createTable('support_messages')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('conversation_id', idType, (c) => c.notNull().references('support_conversations.id'))
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        /** member | staff */
        .addColumn('sender', 'varchar(8)', (c) => c.notNull())
        .addColumn('staff_id', idType, (c) => c.references('staff.id'))
        .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
        /** Plain text (never HTML); null on an image message. */
        .addColumn('text', 'text')
        /** image/png | image/jpeg by the bytes; null on a text message. */
        .addColumn('image_type', 'varchar(16)')
        .addColumn('image_bytes', bytesType)
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('support_messages_once')
        .on('support_messages')
        .columns(['merchant_code', 'conversation_id', 'sender', 'client_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('support_messages_member')
        .on('support_messages')
        .columns(['merchant_code', 'account_id', 'id'])
        .execute();
      await db.schema
        .createIndex('support_messages_brand')
        .on('support_messages')
        .columns(['merchant_code', 'id'])
        .execute();

      await db.schema
        .createTable('support_canned_replies')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('title', 'varchar(60)', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('language', 'varchar(8)', (c) => c.notNull())
        .addColumn('created_by', idType, (c) => c.references('staff.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('support_canned_replies_brand')
        .on('support_canned_replies')
        .columns(['merchant_code', 'language'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['support_canned_replies', 'support_messages', 'support_conversations'])
        await db.schema.dropTable(table).execute();
    },
  };
}
