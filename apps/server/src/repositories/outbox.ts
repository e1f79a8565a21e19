// Messages the development providers "sent": SMS codes, e-mails and captcha answers. Writes are
// scoped to a tenant; the development listing (GET /dev/outbox) reads across tenants on purpose.
import type { OutboxRow } from '../db/schema';
import type { Executor } from './executor';

export type OutboxChannel = 'sms' | 'email' | 'captcha';

export function outboxRepository(db: Executor, merchantCode: string) {
  return {
    async insert(message: {
      channel: OutboxChannel;
      recipient: string;
      code: string | null;
      text: string;
      now: number;
    }): Promise<void> {
      await db
        .insertInto('outbox')
        .values({
          merchant_code: merchantCode,
          channel: message.channel,
          recipient: message.recipient,
          code: message.code,
          text: message.text,
          created_at: message.now,
        })
        .execute();
    },
  };
}

/** Development only: newest first, optionally filtered. */
export function listOutbox(
  db: Executor,
  filters: {
    merchant?: string | undefined;
    recipient?: string | undefined;
    channel?: string | undefined;
    limit: number;
  },
): Promise<OutboxRow[]> {
  let query = db.selectFrom('outbox').selectAll();
  if (filters.merchant) query = query.where('merchant_code', '=', filters.merchant);
  if (filters.recipient) query = query.where('recipient', '=', filters.recipient);
  if (filters.channel) query = query.where('channel', '=', filters.channel);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filters.limit).execute();
}
