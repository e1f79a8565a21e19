// Platform messages (INBOX3) on SQLite and PostgreSQL: the demo accounts' welcome messages in the
// tenant's language, an operator message (HTML sanitised before it is stored) raising the unread
// count, reading by ids or all lowering it, the unread filter and paging; a member cannot mark
// another member's messages, nor see another tenant's; bad operator calls change nothing.
import { messagesValueSchema, platformMessageSchema, unreadCountValueSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, ENGINES, LOTUS, staffToken, startPlatform, type TestPlatform } from './helpers';

describe.each(ENGINES)('platform messages (%s)', (engine) => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  const sendMessage = async (body: Record<string, unknown>, merchant = AURORA, token?: string) =>
    platform.app.inject({
      method: 'POST',
      url: '/ops/messages',
      headers: {
        authorization: `Bearer ${token ?? (await staffToken(platform, merchant, 'content'))}`,
        'content-type': 'application/json',
      },
      payload: JSON.stringify(body),
    });

  async function session(username: string, merchant = AURORA) {
    const client = platform.client(merchant);
    const token = await client.login(username);
    const unread = async () =>
      unreadCountValueSchema.parse((await client.call('getUnreadCount', {}, { token })).body.value).unReadCount;
    const list = async (payload: Record<string, unknown> = {}) => {
      const result = await client.call('getMessages', payload, { token });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      return messagesValueSchema.parse(result.body.value);
    };
    const read = (messageIds?: number[]) => client.call('readMessages', messageIds ? { messageIds } : {}, { token });
    return { client, token, unread, list, read };
  }

  it('seeds two welcome messages for each demo account, in the tenant’s language', async () => {
    const aurora = await session('member01');
    const inbox = await aurora.list();
    expect(inbox).toMatchObject({ total: 2, unread: 2 });
    expect(inbox.list.map((m) => m.title).sort()).toEqual(
      ['Keep your account safe', 'Welcome to Aurora Gaming'].sort(),
    );
    expect(inbox.list.every((m) => !m.read && m.content.startsWith('<p>'))).toBe(true);
    const lotus = await session('member01', LOTUS);
    expect((await lotus.list()).list.map((m) => m.title)).toContain('รักษาบัญชีของคุณให้ปลอดภัย');
  });

  it('raises the unread count with an operator message and lowers it when read, by ids or all', async () => {
    const me = await session('agent01');
    const before = await me.unread();

    const sent = await sendMessage({
      username: 'agent01',
      title: 'Deposit bonus',
      content: '<p onclick="x()">Claim <b>now</b><script>alert(1)</script> <a href="javascript:alert(1)">here</a></p>',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const message = platformMessageSchema.parse(sent.json().value);
    expect(message.content).toBe('<p>Claim <b>now</b> <a>here</a></p>');
    expect(await me.unread()).toBe(before + 1);

    const newest = await me.list({ pageSize: 1 });
    expect(newest.list[0]).toEqual({ ...message, read: false });
    expect(newest).toMatchObject({ total: before + 1, totalPages: before + 1, unread: before + 1 });

    const second = platformMessageSchema.parse(
      (await sendMessage({ username: 'agent01', title: 'Second', content: 'plain & simple' })).json().value,
    );
    expect(second.content).toBe('plain &amp; simple');
    expect(await me.unread()).toBe(before + 2);

    const readOne = await me.read([message.messageId]);
    expect(readOne.status, JSON.stringify(readOne.body)).toBe(200);
    expect(await me.unread()).toBe(before + 1);
    const unreadOnly = await me.list({ unreadOnly: true });
    expect(unreadOnly.list.map((m) => m.messageId)).not.toContain(message.messageId);
    expect(unreadOnly.list.map((m) => m.messageId)).toContain(second.messageId);
    expect((await me.list()).list.find((m) => m.messageId === message.messageId)?.read).toBe(true);

    // Reading an already read message changes nothing; reading all empties the count.
    await me.read([message.messageId]);
    expect(await me.unread()).toBe(before + 1);
    await me.read();
    expect(await me.unread()).toBe(0);
    expect((await me.list({ unreadOnly: true })).total).toBe(0);
  });

  it('never lets a member mark or see another member’s or tenant’s messages', async () => {
    const member = await session('member01');
    const agent = await session('agent01');
    const lotusMember = await session('member01', LOTUS);
    const theirs = platformMessageSchema.parse(
      (await sendMessage({ username: 'agent01', title: 'For the agent', content: 'secret' })).json().value,
    );
    const lotusOwn = platformMessageSchema.parse(
      (await sendMessage({ username: 'member01', title: 'LOTUS only', content: 'x' }, LOTUS)).json().value,
    );

    const agentUnread = await agent.unread();
    const lotusUnread = await lotusMember.unread();
    const attempt = await member.read([theirs.messageId, lotusOwn.messageId]);
    expect(attempt.status).toBe(200);
    expect(await agent.unread()).toBe(agentUnread);
    expect(await lotusMember.unread()).toBe(lotusUnread);
    // LOTUS's member01 is another account than AURORA's member01.
    const titles = (await member.list({ pageSize: 100 })).list.map((m) => m.title);
    expect(titles).not.toContain('For the agent');
    expect(titles).not.toContain('LOTUS only');
  });

  it('pages the inbox newest first', async () => {
    const me = await session('member01');
    for (let i = 1; i <= 5; i++) await sendMessage({ username: 'member01', title: `Page ${i}`, content: `${i}` });
    const page = await me.list({ pageSize: 2, pageNo: 2 });
    expect(page.list.map((m) => m.title)).toEqual(['Page 3', 'Page 2']);
    expect(page).toMatchObject({ pageNo: 2, pageSize: 2, total: 7, totalPages: 4 });
  });

  it('refuses bad operator calls and bad reads, storing nothing', async () => {
    const me = await session('member01');
    const before = (await me.list()).total;
    expect(
      (await sendMessage({ username: 'member01', title: 'x', content: 'y' }, AURORA, 'not-a-staff-token-of-anyone'))
        .statusCode,
    ).toBe(401);
    expect((await sendMessage({ username: 'nobody-here', title: 'x', content: 'y' })).statusCode).toBe(404);
    for (const bad of [
      { username: 'member01', title: '', content: 'y' },
      { username: 'member01', title: 'x' },
      { username: 'member01', title: 'x'.repeat(121), content: 'y' },
      { username: 'member01', title: 'x', content: 'y', html: true },
    ]) {
      const response = await sendMessage(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    // A member's token does not open the operator API.
    const asMember = await platform.app.inject({
      method: 'POST',
      url: '/ops/messages',
      headers: { authorization: me.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'member01', title: 'x', content: 'y' }),
    });
    expect(asMember.statusCode).toBe(401);
    expect((await me.list()).total).toBe(before);

    for (const bad of [
      { messageIds: [0] },
      { messageIds: ['a'] },
      { messageIds: Array.from({ length: 101 }, (_, i) => i + 1) },
      { ids: [1] },
    ]) {
      const result = await me.client.call('readMessages', bad, { token: me.token });
      expect(result.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await me.client.call('getUnreadCount', {})).status).toBe(401);
  });
});
