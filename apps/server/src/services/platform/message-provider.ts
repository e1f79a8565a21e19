// Messages to people (SMS codes, recovery e-mails) go through this interface. The default
// provider writes them to the outbox table, which GET /dev/outbox lists in demo and development;
// production plugs in a real gateway by passing another provider to buildApp.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { tenantRepositories } from '../../repositories/index';

export interface SmsMessage {
  merchantCode: string;
  /** `+<dialing code><number>` */
  to: string;
  code: string;
  text: string;
}

export interface EmailMessage {
  merchantCode: string;
  to: string;
  subject: string;
  text: string;
  /** The secret the mail carries (code or temporary password), kept apart for the dev outbox. */
  code: string;
}

export interface MessageProvider {
  readonly name: string;
  sendSms(message: SmsMessage): Promise<void>;
  sendEmail(message: EmailMessage): Promise<void>;
}

export class OutboxMessageProvider implements MessageProvider {
  readonly name = 'outbox';
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async sendSms(message: SmsMessage): Promise<void> {
    await tenantRepositories(this.db, message.merchantCode).outbox.insert({
      channel: 'sms',
      recipient: message.to,
      code: message.code,
      text: message.text,
      now: this.clock.now(),
    });
  }

  async sendEmail(message: EmailMessage): Promise<void> {
    await tenantRepositories(this.db, message.merchantCode).outbox.insert({
      channel: 'email',
      recipient: message.to,
      code: message.code,
      text: `${message.subject}\n\n${message.text}`,
      now: this.clock.now(),
    });
  }
}
