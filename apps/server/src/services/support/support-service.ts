// Customer service and live chat (issue 24; contracts support.ts is the design): the member's side
// (service links, chat URL, history, sends, read receipts, unread count) and the support staff's
// (queues, claim, answers, reads, close, canned replies, the member's basic details). Every change
// commits first and is then published on the chat bus as the frames each side's sockets get
// (chat-bus.ts). Sends are idempotent by clientId: the same id returns the stored message, 200, with
// no second row and no second push.
import {
  SERVICE_PATH_TYPES,
  encryptServiceLink,
  type ChatHistoryRequest,
  type ChatMessage,
  type ChatUrlRequest,
  type MemberConversation,
  type ServiceConfigValue,
  type SocketServerFrame,
  type SupportConversation,
  type SupportConversationValue,
  type SupportConversationsValue,
  type SupportMember,
} from '@portal/contracts';
import { randomInt } from 'node:crypto';
import type { AccountRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/connect';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { TenantRepositories } from '../../repositories/index';
import type { ConversationFilter } from '../../repositories/support';
import { recordDecision, type Actor } from '../operator/audit';
import type { StaffPrincipal } from '../operator/staff-service';
import { clubLabelOf } from '../accounts/member-service';
import type { Tenant } from '../platform/tenant-service';
import type { ChatBus } from './chat-bus';
import { checkChatImage, cleanChatText } from './chat-content';
import {
  cannedReplyView,
  chatMessageView,
  memberConversationView,
  queueOf,
  supportConversationView,
} from './support-views';

/** Our own chat page, on the portal's origin (the portal renders it: packages/features/support). */
export const CHAT_PAGE_PATH = '/chat';
/** At most this many messages in a conversation's detail and in a staff socket's catch-up. */
export const STAFF_MESSAGES_CAP = 500;
/** At most this many messages in a member socket's catch-up (the history call pages the rest). */
export const MEMBER_CATCH_UP_CAP = 1000;

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A fresh random 8-character key per answer (service-link.ts: the last 8 characters of the path). */
const serviceLinkKey = () => Array.from({ length: 8 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');

export type ChatContent = { text: string } | { bytes: Buffer };

/** Free-play (type 4) accounts cannot chat: the portal asks them to register (in_please_information). */
function assertRealAccount(account: AccountRow): void {
  if (account.type === 4) throw new AppError('chat_needs_real_account');
}

export class SupportService {
  constructor(
    private readonly clock: Clock,
    private readonly bus: ChatBus,
  ) {}

  // ------------------------------------------------------------------------------------------
  // The member's calls
  // ------------------------------------------------------------------------------------------

  /** The live chat (type 3) and VIP service (type 4) links: the tenant's own when set, else our chat page. */
  async serviceConfig(tenant: Tenant): Promise<ServiceConfigValue> {
    const cs = tenant.config.customerService;
    const links = [
      { type: SERVICE_PATH_TYPES.liveChat, link: cs.liveChatUrl || CHAT_PAGE_PATH },
      { type: SERVICE_PATH_TYPES.vipService, link: cs.vipServiceUrl || CHAT_PAGE_PATH },
    ];
    const pathList = await Promise.all(
      links.map(async ({ type, link }) => ({ type, path: await encryptServiceLink(link, serviceLinkKey()) })),
    );
    return { version: { pathList } };
  }

  /** Our chat page for the portal's iframe, relative to the portal's origin (spec §3 chat URL). */
  chatUrl(request: ChatUrlRequest): { chatUrl: string } {
    const query = new URLSearchParams({ title: request.title, lang: request.language, header: request.headerColor });
    return { chatUrl: `${CHAT_PAGE_PATH}?${query}` };
  }

  async unreadCount(repos: TenantRepositories, account: AccountRow): Promise<{ unReadCount: number }> {
    if (account.type === 4) return { unReadCount: 0 };
    return { unReadCount: await repos.support.memberUnread(account.id) };
  }

  async history(repos: TenantRepositories, account: AccountRow, request: ChatHistoryRequest) {
    assertRealAccount(account);
    const rows = await repos.support.memberMessages(account.id, request.before, request.limit + 1);
    const hasMore = rows.length > request.limit;
    const page = hasMore ? rows.slice(1) : rows;
    const [conversation, unReadCount] = await Promise.all([
      this.memberConversation(repos, account.id),
      repos.support.memberUnread(account.id),
    ]);
    return { messages: page.map(chatMessageView), hasMore, conversation, unReadCount };
  }

  /** A member's text or image message: opens a conversation when none is live. */
  async memberSend(
    repos: TenantRepositories,
    account: AccountRow,
    clientId: string,
    content: ChatContent,
  ): Promise<{ message: ChatMessage }> {
    assertRealAccount(account);
    const text = 'text' in content ? cleanChatText(content.text) : null;
    const image = 'bytes' in content ? { type: checkChatImage(content.bytes), bytes: content.bytes } : null;
    const existing = await repos.support.memberMessageByClientId(account.id, clientId);
    if (existing) return { message: chatMessageView(existing) };

    const write = () =>
      repos.transaction(async (trx) => {
        const now = this.clock.now();
        const live = await trx.support.liveConversationOf(account.id);
        // touch locks the conversation (and says whether staff closed it meanwhile); a message after
        // the close opens a new conversation, in the queue of the member's rank level now.
        const kept = live !== undefined && (await trx.support.touch(live.id, now));
        const conversationId = kept
          ? live.id
          : await trx.support.openConversation(account.id, queueOf(account.vip_level), now);
        const id = await trx.support.insertMessage({
          conversationId,
          accountId: account.id,
          sender: 'member',
          staffId: null,
          clientId,
          text,
          image,
          now,
        });
        return { id, conversationId, opened: !kept };
      });
    // The same clientId sent twice at once, or two first messages opening a conversation at once:
    // the other one committed; answer with the stored message, or write again into its conversation.
    // Each retry follows a write that committed, so three sends at once settle within three tries.
    let written: Awaited<ReturnType<typeof write>> | undefined;
    for (let attempt = 1; !written; attempt++) {
      try {
        written = await write();
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
        const raced = await repos.support.memberMessageByClientId(account.id, clientId);
        if (raced) return { message: chatMessageView(raced) };
      }
    }
    const message = chatMessageView((await repos.support.message(written.id))!);
    const member: SocketServerFrame[] = [{ type: 'message', message }];
    if (written.opened) {
      const conversation = await this.memberConversation(repos, account.id);
      if (conversation) member.push({ type: 'conversation', conversation });
    }
    await this.publish(repos, account.id, member, [
      { type: 'message', message },
      { type: 'queue', conversation: await this.staffConversation(repos, written.conversationId) },
    ]);
    return { message };
  }

  /** The member has read every staff message up to an id (never past the last one they can see). */
  async memberRead(repos: TenantRepositories, account: AccountRow, upToId: number): Promise<{ unReadCount: number }> {
    assertRealAccount(account);
    const last = await repos.support.lastMemberMessageId(account.id);
    const readTo = Math.min(upToId, last);
    const changed = readTo > 0 ? await repos.support.memberRead(account.id, readTo) : [];
    const unReadCount = await repos.support.memberUnread(account.id);
    if (changed.length > 0) {
      const staff: SocketServerFrame[] = [];
      for (const conversationId of changed) {
        staff.push({ type: 'read', conversationId, by: 'member', upToId: readTo });
        staff.push({ type: 'queue', conversation: await this.staffConversation(repos, conversationId) });
      }
      await this.publish(repos, account.id, [{ type: 'unread', unReadCount }], staff);
    }
    return { unReadCount };
  }

  /** An image message's bytes, for the member whose conversation it is in. */
  async memberImage(repos: TenantRepositories, account: AccountRow, messageId: number) {
    assertRealAccount(account);
    const image = await repos.support.image(messageId);
    if (!image || image.accountId !== account.id) throw new AppError('chat_not_found');
    return image;
  }

  /** What a member socket is sent after its hello: the messages after `after`, then its unread count. */
  async memberCatchUp(repos: TenantRepositories, accountId: number, after: number) {
    const [rows, unReadCount] = await Promise.all([
      repos.support.memberMessagesAfter(accountId, after, MEMBER_CATCH_UP_CAP),
      repos.support.memberUnread(accountId),
    ]);
    return { messages: rows.map(chatMessageView), unReadCount };
  }

  // ------------------------------------------------------------------------------------------
  // The support staff's calls
  // ------------------------------------------------------------------------------------------

  async list(
    repos: TenantRepositories,
    principal: StaffPrincipal,
    query: {
      queue: 'general' | 'vip';
      filter: 'waiting' | 'mine' | 'open' | 'closed';
      pageNo: number;
      pageSize: number;
    },
  ): Promise<SupportConversationsValue> {
    const filter: ConversationFilter =
      query.filter === 'mine' ? { claimedBy: principal.staff.id } : { state: query.filter };
    const offset = (query.pageNo - 1) * query.pageSize;
    const [{ rows, total }, waiting] = await Promise.all([
      repos.support.page(query.queue, filter, { offset, limit: query.pageSize }),
      repos.support.waitingCounts(),
    ]);
    const summaries = await repos.support.summaries(rows.map((row) => row.id));
    return {
      list: rows.map((row) => supportConversationView(row, summaries.get(row.id))),
      waiting: { general: waiting.general ?? 0, vip: waiting.vip ?? 0 },
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  }

  /** The conversation, its messages and the member's basic details (audited: support.member_view). */
  async detail(repos: TenantRepositories, actor: Actor, conversationId: number): Promise<SupportConversationValue> {
    const row = await repos.support.conversation(conversationId);
    if (!row) throw new AppError('chat_not_found');
    const [conversation, messages, member] = await Promise.all([
      this.staffConversation(repos, conversationId),
      repos.support.conversationMessages(conversationId, STAFF_MESSAGES_CAP),
      this.memberDetails(repos, row.account_id),
    ]);
    await recordDecision(repos, actor, 'support.member_view', this.clock.now(), {
      accountId: row.account_id,
      username: row.username,
      subject: `conversation ${conversationId}`,
    });
    return { conversation, messages: messages.map(chatMessageView), member };
  }

  /** Takes a waiting conversation (again by its claimer: the same answer). */
  async claim(
    repos: TenantRepositories,
    principal: StaffPrincipal,
    actor: Actor,
    conversationId: number,
  ): Promise<{ conversation: SupportConversation }> {
    const claimed = await repos.transaction(async (trx) => {
      const row = await trx.support.conversation(conversationId);
      if (!row) throw new AppError('chat_not_found');
      if (await trx.support.claim(conversationId, principal.staff.id)) {
        await recordDecision(trx, actor, 'support.claim', this.clock.now(), {
          accountId: row.account_id,
          username: row.username,
          subject: `conversation ${conversationId}`,
        });
        return true;
      }
      const now = (await trx.support.conversation(conversationId))!;
      this.assertClaimer(now, principal);
      return false;
    });
    const conversation = await this.staffConversation(repos, conversationId);
    if (claimed) await this.publishConversationChange(repos, conversationId, conversation);
    return { conversation };
  }

  /** An answer, by the claimer only (a waiting conversation is claimed by answering it). */
  async reply(
    repos: TenantRepositories,
    principal: StaffPrincipal,
    actor: Actor,
    conversationId: number,
    clientId: string,
    content: ChatContent,
  ): Promise<{ message: ChatMessage }> {
    const text = 'text' in content ? cleanChatText(content.text) : null;
    const image = 'bytes' in content ? { type: checkChatImage(content.bytes), bytes: content.bytes } : null;
    const existing = await repos.support.staffMessageByClientId(conversationId, clientId);
    if (existing && existing.staff_id === principal.staff.id) return { message: chatMessageView(existing) };

    const write = () =>
      repos.transaction(async (trx) => {
        const now = this.clock.now();
        const row = await trx.support.conversation(conversationId);
        if (!row) throw new AppError('chat_not_found');
        let claimedNow = false;
        if (row.state === 'waiting') claimedNow = await trx.support.claim(conversationId, principal.staff.id);
        const current = claimedNow ? row : (await trx.support.conversation(conversationId))!;
        if (!claimedNow) this.assertClaimer(current, principal);
        if (!(await trx.support.touch(conversationId, now))) throw new AppError('chat_conversation_closed');
        const id = await trx.support.insertMessage({
          conversationId,
          accountId: row.account_id,
          sender: 'staff',
          staffId: principal.staff.id,
          clientId,
          text,
          image,
          now,
        });
        if (claimedNow)
          await recordDecision(trx, actor, 'support.claim', now, {
            accountId: row.account_id,
            username: row.username,
            subject: `conversation ${conversationId}`,
          });
        await recordDecision(trx, actor, 'support.reply', now, {
          accountId: row.account_id,
          username: row.username,
          subject: `conversation ${conversationId} message ${id}`,
        });
        return { id, accountId: row.account_id, claimedNow };
      });
    let written: Awaited<ReturnType<typeof write>>;
    try {
      written = await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await repos.support.staffMessageByClientId(conversationId, clientId);
      if (raced) return { message: chatMessageView(raced) };
      throw error;
    }
    const message = chatMessageView((await repos.support.message(written.id))!);
    const member: SocketServerFrame[] = [{ type: 'message', message }];
    if (written.claimedNow) {
      const conversation = await this.memberConversation(repos, written.accountId);
      if (conversation) member.push({ type: 'conversation', conversation });
    }
    member.push({ type: 'unread', unReadCount: await repos.support.memberUnread(written.accountId) });
    await this.publish(repos, written.accountId, member, [
      { type: 'message', message },
      { type: 'queue', conversation: await this.staffConversation(repos, conversationId) },
    ]);
    return { message };
  }

  /** Staff read up to an id in a conversation: the member sees the receipt. */
  async staffRead(
    repos: TenantRepositories,
    actor: Actor,
    conversationId: number,
    upToId: number,
  ): Promise<{ conversation: SupportConversation }> {
    const row = await repos.support.conversation(conversationId);
    if (!row) throw new AppError('chat_not_found');
    const last = await repos.support.lastMemberMessageId(row.account_id);
    const readTo = Math.min(upToId, last);
    const changed = await repos.transaction(async (trx) => {
      if (readTo <= 0 || !(await trx.support.staffRead(conversationId, readTo))) return false;
      await recordDecision(trx, actor, 'support.read', this.clock.now(), {
        accountId: row.account_id,
        username: row.username,
        subject: `conversation ${conversationId} up to ${readTo}`,
      });
      return true;
    });
    const conversation = await this.staffConversation(repos, conversationId);
    if (changed) {
      const member: SocketServerFrame[] = [{ type: 'read', conversationId, by: 'staff', upToId: readTo }];
      const memberView = await this.memberConversationOf(repos, conversationId);
      if (memberView) member.push({ type: 'conversation', conversation: memberView });
      await this.publish(repos, row.account_id, member, [{ type: 'queue', conversation }]);
    }
    return { conversation };
  }

  /** Ends a conversation: its claimer, or anyone in support while it waits. */
  async close(
    repos: TenantRepositories,
    principal: StaffPrincipal,
    actor: Actor,
    conversationId: number,
  ): Promise<{ conversation: SupportConversation }> {
    await repos.transaction(async (trx) => {
      const row = await trx.support.conversation(conversationId);
      if (!row) throw new AppError('chat_not_found');
      if (row.state !== 'waiting') this.assertClaimer(row, principal);
      if (!(await trx.support.close(conversationId, this.clock.now()))) throw new AppError('chat_conversation_closed');
      await recordDecision(trx, actor, 'support.close', this.clock.now(), {
        accountId: row.account_id,
        username: row.username,
        subject: `conversation ${conversationId}`,
      });
    });
    const conversation = await this.staffConversation(repos, conversationId);
    await this.publishConversationChange(repos, conversationId, conversation);
    return { conversation };
  }

  /** An image message's bytes for support staff (audited: support.image_view). */
  async staffImage(repos: TenantRepositories, actor: Actor, conversationId: number, messageId: number) {
    const image = await repos.support.image(messageId);
    if (!image || image.conversationId !== conversationId) throw new AppError('chat_not_found');
    await recordDecision(repos, actor, 'support.image_view', this.clock.now(), {
      accountId: image.accountId,
      subject: `conversation ${conversationId} message ${messageId}`,
    });
    return image;
  }

  /** What a staff socket is sent after its hello: the brand's newest messages after `after`. */
  async staffCatchUp(repos: TenantRepositories, after: number): Promise<ChatMessage[]> {
    return (await repos.support.brandMessagesAfter(after, STAFF_MESSAGES_CAP)).map(chatMessageView);
  }

  // --- canned replies ---

  async cannedReplies(repos: TenantRepositories) {
    return { list: (await repos.support.cannedReplies()).map(cannedReplyView) };
  }

  async createCannedReply(
    tenant: Tenant,
    repos: TenantRepositories,
    principal: StaffPrincipal,
    actor: Actor,
    request: { title: string; text: string; language: string },
  ) {
    if (!tenant.config.languages.includes(request.language))
      throw new AppError('request_param_err', { fields: ['language'] }, 'not a language of the brand');
    const text = cleanChatText(request.text);
    const title = request.title.trim();
    if (!title) throw new AppError('request_param_err', { fields: ['title'] });
    return repos.transaction(async (trx) => {
      const now = this.clock.now();
      const row = await trx.support.insertCannedReply({
        title,
        text,
        language: request.language,
        createdBy: principal.staff.id,
        now,
      });
      await recordDecision(trx, actor, 'support.canned_create', now, {
        subject: `canned reply ${row.id}`,
        after: title,
      });
      return cannedReplyView(row);
    });
  }

  async deleteCannedReply(repos: TenantRepositories, actor: Actor, cannedReplyId: number): Promise<null> {
    await repos.transaction(async (trx) => {
      if (!(await trx.support.deleteCannedReply(cannedReplyId))) throw new AppError('chat_not_found');
      await recordDecision(trx, actor, 'support.canned_delete', this.clock.now(), {
        subject: `canned reply ${cannedReplyId}`,
      });
    });
    return null;
  }

  // ------------------------------------------------------------------------------------------

  private assertClaimer(
    row: { state: string; claimed_staff_id: number | null; staff_name: string | null },
    principal: StaffPrincipal,
  ) {
    if (row.state === 'closed') throw new AppError('chat_conversation_closed');
    if (row.claimed_staff_id !== principal.staff.id)
      throw new AppError('chat_claimed_by_other', {
        claimedBy: row.claimed_staff_id === null ? null : { staffId: row.claimed_staff_id, name: row.staff_name ?? '' },
      });
  }

  private async memberDetails(repos: TenantRepositories, accountId: number): Promise<SupportMember> {
    const [account, conversations] = await Promise.all([
      repos.accounts.findById(accountId),
      repos.support.conversationCount(accountId),
    ]);
    if (!account) throw new AppError('chat_not_found');
    return {
      username: account.username,
      nickname: account.nickname || null,
      clubLabel: clubLabelOf(account.vip_level)?.labelName ?? null,
      rankLevel: account.vip_level,
      accountType: account.type,
      registeredAt: account.created_at,
      lastLoginAt: account.last_login_at,
      language: account.language,
      conversations,
    };
  }

  /** The member's live conversation, or their last one when it is closed (null before the first message). */
  private async memberConversation(repos: TenantRepositories, accountId: number): Promise<MemberConversation | null> {
    const live = await repos.support.liveConversationOf(accountId);
    if (!live) return null;
    return this.memberConversationOf(repos, live.id);
  }

  private async memberConversationOf(repos: TenantRepositories, conversationId: number) {
    const row = await repos.support.conversation(conversationId);
    return row ? memberConversationView(row) : null;
  }

  private async staffConversation(repos: TenantRepositories, conversationId: number): Promise<SupportConversation> {
    const row = await repos.support.conversation(conversationId);
    if (!row) throw new AppError('chat_not_found');
    const summaries = await repos.support.summaries([conversationId]);
    return supportConversationView(row, summaries.get(conversationId));
  }

  private async publishConversationChange(
    repos: TenantRepositories,
    conversationId: number,
    conversation: SupportConversation,
  ): Promise<void> {
    const row = await repos.support.conversation(conversationId);
    if (!row) return;
    await this.publish(
      repos,
      row.account_id,
      [{ type: 'conversation', conversation: memberConversationView(row) }],
      [{ type: 'queue', conversation }],
    );
  }

  private publish(
    repos: TenantRepositories,
    accountId: number,
    member: SocketServerFrame[],
    staff: SocketServerFrame[],
  ): Promise<void> {
    return this.bus.publish({ merchantCode: repos.merchantCode, accountId, member, staff });
  }
}
