// Live chat through the calls (issue 24): the member's calls and the support console's, on both
// engines — queues by rank, idempotent sends, claim race, reply rules, read receipts and unread
// counts, canned replies, the audit trail, tenant isolation and bad input.
import { randomUUID } from 'node:crypto';
import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_PATH, decryptServiceLink } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, ENGINES, LOTUS, startPlatform, staffToken, type TestPlatform } from './helpers';
import { operator, pngBytes } from './money-helpers';

describe.each(ENGINES)('live chat calls (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  const support = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: unknown,
    merchant = AURORA,
    staff = 'support',
  ) => operator(platform, merchant, method, url, body, staff);
  const send = (token: string, text: string, clientId = randomUUID(), merchant = AURORA) =>
    platform.client(merchant).call('sendChatMessage', { clientId, text }, { token });
  const auditCount = async (action: string, outcome = 'done') =>
    (
      await platform.app.platform.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('action', '=', action)
        .where('outcome', '=', outcome)
        .executeTakeFirstOrThrow()
    ).n;
  const messageRows = () =>
    platform.app.platform.db
      .selectFrom('support_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));

  it('answers the service links encrypted with a fresh key each time, our chat page by default', async () => {
    const first = await platform.client().call('getServiceConfig', {});
    const second = await platform.client().call('getServiceConfig', {});
    expect(first.status).toBe(200);
    const paths = first.body.value!.version.pathList;
    expect(paths.map((entry) => entry.type)).toEqual([3, 4]);
    for (const entry of paths) expect(await decryptServiceLink(entry.path)).toBe('/chat');
    expect(paths[0]!.path.slice(-8)).not.toBe(second.body.value!.version.pathList[0]!.path.slice(-8));
  });

  it('gives the chat page URL with the title, language and header colour', async () => {
    const token = await platform.client().login('member01');
    const result = await platform
      .client()
      .call('getChatUrl', { b2c: 1, title: 'Help & more', language: 'VI', headerColor: '#6b21a8' }, { token });
    expect(result.status).toBe(200);
    const url = new URL(result.body.value!.chatUrl, 'http://aurora.localhost');
    expect(url.pathname).toBe('/chat');
    expect(Object.fromEntries(url.searchParams)).toEqual({ title: 'Help & more', lang: 'VI', header: '#6b21a8' });
  });

  it('opens a conversation in the general queue, keeps a resend once, and staff answer it', async () => {
    const token = await platform.client().login('member01');
    const clientId = randomUUID();
    const sent = await send(token, '  Where is my deposit?\u0007  ', clientId);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const message = sent.body.value!.message;
    expect(message).toMatchObject({ sender: 'member', text: 'Where is my deposit?', image: false, clientId });
    const rows = await messageRows();
    const again = await send(token, 'Where is my deposit?', clientId);
    expect(again.body.value!.message).toEqual(message);
    expect(await messageRows()).toBe(rows);

    const waiting = await support('GET', '/ops/support/conversations?queue=general&filter=waiting');
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(200);
    const listed = waiting.body.value.list.find(
      (c: { conversationId: number }) => c.conversationId === message.conversationId,
    );
    expect(listed).toMatchObject({ username: 'member01', queue: 'general', state: 'waiting', unread: 1 });
    expect(listed.lastText).toBe('Where is my deposit?');
    expect(waiting.body.value.waiting.general).toBeGreaterThanOrEqual(1);

    const id = message.conversationId;
    const claimed = await support('POST', `/ops/support/conversations/${id}/claim`);
    expect(claimed.body.value.conversation).toMatchObject({ state: 'open', claimedBy: { name: 'Demo support' } });
    const replyId = randomUUID();
    const reply = await support('POST', `/ops/support/conversations/${id}/messages`, {
      clientId: replyId,
      text: 'Let me check <b>that</b>.',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.value.message).toMatchObject({
      sender: 'staff',
      staffName: 'Demo support',
      text: 'Let me check <b>that</b>.',
    });
    const replyAgain = await support('POST', `/ops/support/conversations/${id}/messages`, {
      clientId: replyId,
      text: 'Let me check <b>that</b>.',
    });
    expect(replyAgain.body.value.message.id).toBe(reply.body.value.message.id);

    // The member's unread count and history; reading clears it and staff see the receipt.
    expect((await platform.client().call('getChatUnreadCount', {}, { token })).body.value).toEqual({ unReadCount: 1 });
    const history = await platform.client().call('getChatMessages', { limit: 50 }, { token });
    expect(history.body.value!.messages.map((m) => m.text)).toEqual([
      'Where is my deposit?',
      'Let me check <b>that</b>.',
    ]);
    expect(history.body.value!.conversation).toMatchObject({
      conversationId: id,
      state: 'open',
      staffName: 'Demo support',
    });
    const read = await platform.client().call('readChatMessages', { upToId: reply.body.value.message.id }, { token });
    expect(read.body.value).toEqual({ unReadCount: 0 });
    const detail = await support('GET', `/ops/support/conversations/${id}`);
    expect(detail.body.value.conversation.memberReadId).toBe(reply.body.value.message.id);
    expect(detail.body.value.member).toMatchObject({ username: 'member01', rankLevel: 1, clubLabel: 'VIP 1' });
    expect(detail.body.value.messages).toHaveLength(2);

    // Staff read the member's message: its unread count drops and the member sees staffReadId.
    const staffRead = await support('POST', `/ops/support/conversations/${id}/read`, { upToId: message.id });
    expect(staffRead.body.value.conversation.unread).toBe(0);
    expect(
      (await platform.client().call('getChatMessages', { limit: 50 }, { token })).body.value!.conversation,
    ).toMatchObject({ staffReadId: message.id });

    // Closed: staff cannot answer; the member's next message opens a new conversation.
    expect((await support('POST', `/ops/support/conversations/${id}/close`)).body.value.conversation.state).toBe(
      'closed',
    );
    const late = await support('POST', `/ops/support/conversations/${id}/messages`, {
      clientId: randomUUID(),
      text: 'x',
    });
    expect([late.status, late.body.errorCode]).toEqual([409, 'chat_conversation_closed']);
    const next = await send(token, 'One more question');
    expect(next.body.value!.message.conversationId).not.toBe(id);

    for (const action of ['support.claim', 'support.reply', 'support.read', 'support.close', 'support.member_view'])
      expect(await auditCount(action), action).toBeGreaterThanOrEqual(1);
  });

  it("pages the member's history before an id, oldest first", async () => {
    const lotus = platform.client(LOTUS);
    const token = await lotus.login('agent01');
    const ids: number[] = [];
    for (const text of ['one', 'two', 'three'])
      ids.push((await send(token, text, randomUUID(), LOTUS)).body.value!.message.id);
    const last = await lotus.call('getChatMessages', { limit: 2 }, { token });
    expect(last.body.value!.messages.map((m) => m.text)).toEqual(['two', 'three']);
    expect(last.body.value!.hasMore).toBe(true);
    const before = await lotus.call('getChatMessages', { limit: 2, before: ids[1] }, { token });
    expect(before.body.value!.messages.map((m) => m.text)).toEqual(['one']);
    expect(before.body.value!.hasMore).toBe(false);
  });

  it('puts a member above rank level 4 in the VIP queue', async () => {
    const token = await platform.client().login('vip01');
    const sent = await send(token, 'VIP here');
    const vip = await support('GET', '/ops/support/conversations?queue=vip&filter=waiting');
    expect(vip.body.value.list.map((c: { conversationId: number }) => c.conversationId)).toContain(
      sent.body.value!.message.conversationId,
    );
    const general = await support('GET', '/ops/support/conversations?queue=general&filter=waiting');
    expect(general.body.value.list.map((c: { username: string }) => c.username)).not.toContain('vip01');
  });

  it('lets one of two staff claim a conversation; the other is refused, and only the claimer answers', async () => {
    const member = await platform.client().login('agent01');
    const sent = await send(member, 'Claim race');
    const id = sent.body.value!.message.conversationId;
    // A second support agent of the brand.
    const admin = await staffToken(platform, AURORA, 'admin');
    const created = await platform.app.inject({
      method: 'POST',
      url: '/ops/staff',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: { username: 'support2', displayName: 'Second support', roles: ['support'] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const password = (created.json() as { value: { password: string } }).value.password;
    const login = await platform.app.inject({
      method: 'POST',
      url: '/ops/session',
      headers: { 'content-type': 'application/json' },
      payload: { merchantCode: AURORA, username: 'support2', password },
    });
    const second = (login.json() as { value: { token: string } }).value.token;
    const claimAs = (bearer: string) =>
      platform.app.inject({
        method: 'POST',
        url: `/ops/support/conversations/${id}/claim`,
        headers: { authorization: `Bearer ${bearer}` },
      });
    const [a, b] = await Promise.all([claimAs(await staffToken(platform, AURORA, 'support')), claimAs(second)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({ errorCode: 'chat_claimed_by_other' });
    const winner = a.statusCode === 200 ? 'support' : 'support2';
    const loserToken = winner === 'support' ? second : await staffToken(platform, AURORA, 'support');
    const refused = await platform.app.inject({
      method: 'POST',
      url: `/ops/support/conversations/${id}/messages`,
      headers: { authorization: `Bearer ${loserToken}`, 'content-type': 'application/json' },
      payload: { clientId: randomUUID(), text: 'Not mine' },
    });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([409, 'chat_claimed_by_other']);
    expect(await auditCount('support.claim')).toBeGreaterThanOrEqual(1);
  });

  it('sends and serves images checked by content and size, to the owner and to support staff', async () => {
    const token = await platform.client().login('member01');
    const clientId = randomUUID();
    const sent = await platform
      .client()
      .call('sendChatImage', { clientId }, { token, bytes: pngBytes(), contentType: 'image/png' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const message = sent.body.value!.message;
    expect(message).toMatchObject({ image: true, text: null });
    const again = await platform
      .client()
      .call('sendChatImage', { clientId }, { token, bytes: pngBytes(), contentType: 'image/png' });
    expect(again.body.value!.message.id).toBe(message.id);

    const own = await platform.app.inject({
      method: 'GET',
      url: `${CHAT_IMAGE_PATH}?messageId=${message.id}`,
      headers: { merchant: AURORA, authorization: token },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(pngBytes())).toBe(true);
    const other = await platform.client().login('vip01');
    const refused = await platform.app.inject({
      method: 'GET',
      url: `${CHAT_IMAGE_PATH}?messageId=${message.id}`,
      headers: { merchant: AURORA, authorization: other },
    });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([404, 'chat_not_found']);
    const staffView = await platform.app.inject({
      method: 'GET',
      url: `/ops/support/conversations/${message.conversationId}/images/${message.id}`,
      headers: { authorization: `Bearer ${await staffToken(platform, AURORA, 'support')}` },
    });
    expect(staffView.statusCode).toBe(200);
    expect(staffView.headers['x-content-type-options']).toBe('nosniff');
    expect(await auditCount('support.image_view')).toBeGreaterThanOrEqual(1);

    // Staff answer with an image (the claimer; answering claims it): the member fetches its bytes.
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
    const staffImage = await platform.app.inject({
      method: 'POST',
      url: `/ops/support/conversations/${message.conversationId}/images?clientId=${randomUUID()}`,
      headers: {
        authorization: `Bearer ${await staffToken(platform, AURORA, 'support')}`,
        'content-type': 'image/jpeg',
      },
      payload: jpeg,
    });
    expect(staffImage.statusCode, staffImage.body).toBe(200);
    const answer = (staffImage.json() as { value: { message: { id: number; image: boolean; sender: string } } }).value
      .message;
    expect(answer).toMatchObject({ image: true, sender: 'staff' });
    const fetched = await platform.app.inject({
      method: 'GET',
      url: `${CHAT_IMAGE_PATH}?messageId=${answer.id}`,
      headers: { merchant: AURORA, authorization: token },
    });
    expect([fetched.statusCode, fetched.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(fetched.rawPayload.equals(jpeg)).toBe(true);

    const rows = await messageRows();
    const fake = await platform
      .client()
      .call(
        'sendChatImage',
        { clientId: randomUUID() },
        { token, bytes: Buffer.from('<svg onload=alert(1)>'), contentType: 'image/png' },
      );
    expect([fake.status, fake.body.errorCode]).toEqual([400, 'chat_image_invalid']);
    const big = Buffer.concat([pngBytes(), Buffer.alloc(CHAT_IMAGE_MAX_BYTES)]);
    const oversized = await platform
      .client()
      .call('sendChatImage', { clientId: randomUUID() }, { token, bytes: big, contentType: 'image/png' });
    expect([oversized.status, oversized.body.errorCode]).toEqual([400, 'chat_image_invalid']);
    const huge = await platform
      .client()
      .call(
        'sendChatImage',
        { clientId: randomUUID() },
        { token, bytes: Buffer.alloc(6 * 1024 * 1024), contentType: 'image/png' },
      );
    expect([huge.status, huge.body.errorCode]).toEqual([413, 'request_too_large']);
    expect(await messageRows()).toBe(rows);
  });

  it('refuses empty, too long and control-only texts, and keeps a script as text', async () => {
    const token = await platform.client().login('member01');
    const rows = await messageRows();
    for (const text of ['', '   ', 'x'.repeat(1001), '\u0001\u0002'])
      expect((await send(token, text)).status, JSON.stringify(text)).toBe(400);
    expect(await messageRows()).toBe(rows);
    expect((await send(token, 'x'.repeat(1000))).status).toBe(200);
    const script = await send(token, '<script>alert(1)</script>');
    expect(script.body.value!.message.text).toBe('<script>alert(1)</script>');
  });

  it('refuses free-play accounts, staff tokens as a player and player tokens on the console', async () => {
    const trial = (await platform.client(LOTUS).call('loginFreePlay', { os: 'Linux', platform: 'W' })).body.value!;
    const refused = await send(trial.token, 'hello', randomUUID(), LOTUS);
    expect([refused.status, refused.body.errorCode]).toEqual([403, 'chat_needs_real_account']);
    const supportToken = await staffToken(platform, AURORA, 'support');
    expect((await send(supportToken, 'hello')).status).toBe(401);
    const player = await platform.client().login('member01');
    const asStaff = await platform.app.inject({
      method: 'GET',
      url: '/ops/support/conversations?queue=general',
      headers: { authorization: `Bearer ${player}` },
    });
    expect(asStaff.statusCode).toBe(401);
    const finance = await support('GET', '/ops/support/conversations?queue=general', undefined, AURORA, 'finance');
    expect([finance.status, finance.body.errorCode]).toEqual([403, 'staff_role_required']);
  });

  it("keeps each brand's conversations to its own staff and members", async () => {
    const token = await platform.client().login('member01');
    const sent = await send(token, 'Only for aurora');
    const id = sent.body.value!.message.conversationId;
    const lotusList = await support('GET', '/ops/support/conversations?queue=general&filter=waiting', undefined, LOTUS);
    expect(lotusList.body.value.list.map((c: { conversationId: number }) => c.conversationId)).not.toContain(id);
    expect((await support('GET', `/ops/support/conversations/${id}`, undefined, LOTUS)).status).toBe(404);
    expect((await support('POST', `/ops/support/conversations/${id}/claim`, undefined, LOTUS)).status).toBe(404);
    const lotusMember = await platform.client(LOTUS).login('member01');
    const history = await platform.client(LOTUS).call('getChatMessages', { limit: 100 }, { token: lotusMember });
    expect(history.body.value!.messages.map((m) => m.id)).not.toContain(sent.body.value!.message.id);
  });

  it('serves the chat page framable by the portal itself (other pages by none)', async () => {
    const page = (url: string) => platform.app.inject({ method: 'GET', url, headers: { host: 'aurora.localhost' } });
    const chat = await page('/chat?title=Help&lang=EN&header=purple');
    expect(chat.statusCode).toBe(200);
    expect(chat.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(chat.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(chat.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await page('/chatroom')).headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await page('/')).headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('documents the chat calls, the image routes and the console in the OpenAPI', async () => {
    const docs = await platform.app.inject({ method: 'GET', url: '/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining([
        '/wps/system/serviceConfig',
        '/wps/relay/CSP_sendMessage',
        '/wps/v2/chat/images',
        CHAT_IMAGE_PATH,
        '/ops/support/conversations',
        '/ops/support/conversations/{conversationId}/claim',
        '/ops/support/canned-replies/{cannedReplyId}',
      ]),
    );
  });

  it('keeps canned replies per brand, audited', async () => {
    const created = await support('POST', '/ops/support/canned-replies', {
      title: 'Greeting',
      text: 'Hello, how can I help?',
      language: 'EN',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.value.cannedReplyId;
    const foreign = await support('POST', '/ops/support/canned-replies', { title: 'x', text: 'y', language: 'FR' });
    expect([foreign.status, foreign.body.errorCode]).toEqual([400, 'request_param_err']);
    expect((await support('GET', '/ops/support/canned-replies')).body.value.list).toContainEqual(created.body.value);
    expect((await support('GET', '/ops/support/canned-replies', undefined, LOTUS)).body.value.list).toEqual([]);
    expect((await support('DELETE', `/ops/support/canned-replies/${id}`, undefined, LOTUS)).status).toBe(404);
    expect((await support('DELETE', `/ops/support/canned-replies/${id}`)).status).toBe(200);
    expect((await support('GET', '/ops/support/canned-replies')).body.value.list).toEqual([]);
    expect(await auditCount('support.canned_create')).toBe(1);
    expect(await auditCount('support.canned_delete')).toBe(1);
  });
});

describe('live chat flood limit', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine: 'sqlite', config: { chat: { floodPerMinute: 3 } } });
  });
  afterAll(() => platform?.close());

  it('answers chat_flood with retryAfterSeconds once a member sends too fast, per member', async () => {
    const token = await platform.client().login('member01');
    const send = (bearer: string) =>
      platform.client().call('sendChatMessage', { clientId: randomUUID(), text: 'spam' }, { token: bearer });
    for (let i = 0; i < 3; i++) expect((await send(token)).status).toBe(200);
    const flooded = await send(token);
    expect([flooded.status, flooded.body.errorCode]).toEqual([429, 'chat_flood']);
    expect((flooded.body.value as unknown as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
    // Another member has a count of their own.
    expect((await send(await platform.client().login('vip01'))).status).toBe(200);
  });
});
