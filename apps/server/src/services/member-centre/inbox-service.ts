// Platform messages (INBOX3): the member's inbox, read marks and the unread count the header
// shows. Messages are written by the operator (POST /ops/messages), the seed (welcome messages)
// and the platform itself; their HTML is sanitised on the way in (lib/sanitize-html.ts), so what
// the inbox answers is safe to render. A member marks only its own messages: ids of anyone
// else's are ignored (they are not in the member's scope), never an error that tells they exist.
import type { EndpointPayload, EndpointValue, PlatformMessage } from '@portal/contracts';
import type { AccountRow, PlatformMessageRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { sanitizeHtml } from '../../lib/sanitize-html';
import type { TenantRepositories } from '../../repositories/index';
import { pageFields, pageWindow } from './record-pages';

export function messageView(row: PlatformMessageRow): PlatformMessage {
  return {
    messageId: row.id,
    title: row.title,
    content: row.content,
    read: row.read_at !== null,
    createdAt: row.created_at,
  };
}

export class InboxService {
  constructor(private readonly clock: Clock) {}

  async list(
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getMessages'>,
  ): Promise<EndpointValue<'getMessages'>> {
    const unreadOnly = payload.unreadOnly === true;
    const [rows, total, unread] = await Promise.all([
      repos.platformMessages.list(account.id, unreadOnly, pageWindow(payload)),
      repos.platformMessages.count(account.id, unreadOnly),
      repos.platformMessages.count(account.id, true),
    ]);
    return { list: rows.map(messageView), ...pageFields(payload, total), unread };
  }

  /** Marks the listed messages of the member (or all of them) read. */
  async read(
    repos: TenantRepositories,
    account: AccountRow,
    messageIds: readonly number[] | undefined,
  ): Promise<EndpointValue<'readMessages'>> {
    await repos.platformMessages.markRead(account.id, messageIds ?? null, this.clock.now());
    return null;
  }

  async unreadCount(repos: TenantRepositories, account: AccountRow): Promise<EndpointValue<'getUnreadCount'>> {
    return { unReadCount: await repos.platformMessages.count(account.id, true) };
  }

  /** Puts a message in a member's inbox; `html` is sanitised here, whoever wrote it. */
  async send(
    repos: TenantRepositories,
    accountId: number,
    message: { title: string; html: string },
  ): Promise<PlatformMessage> {
    const now = this.clock.now();
    const content = sanitizeHtml(message.html);
    const id = await repos.platformMessages.insert({ accountId, title: message.title.trim(), content, now });
    return { messageId: id, title: message.title.trim(), content, read: false, createdAt: now };
  }
}
