// The chat sockets over a listening server (issue 24): hellos refused and accepted, live pushes
// both ways, read receipts and the unread count, and a reconnect with `after` that gets exactly
// what it missed, once.
import { randomUUID } from 'node:crypto';
import { SOCKET_CLOSE, SUPPORT_SOCKET_PATHS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, ENGINES, LOTUS, startPlatform, staffToken, type TestPlatform } from './helpers';
import { operator } from './money-helpers';
import { SocketClient } from './socket-client';

describe.each(ENGINES)('live chat sockets (%s)', (engine) => {
  let platform: TestPlatform;
  const open: SocketClient[] = [];
  beforeAll(async () => {
    platform = await startPlatform({ engine });
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await platform?.close();
  });

  const member = async (token: string, after = 0) => {
    const socket = await SocketClient.hello(platform.app, SUPPORT_SOCKET_PATHS.member, token, after);
    open.push(socket);
    return socket;
  };
  const staffSocket = async (token: string, after = 0) => {
    const socket = await SocketClient.hello(platform.app, SUPPORT_SOCKET_PATHS.staff, token, after);
    open.push(socket);
    return socket;
  };
  const send = (token: string, text: string, merchant = AURORA) =>
    platform.client(merchant).call('sendChatMessage', { clientId: randomUUID(), text }, { token });

  it('refuses hellos with a bad, revoked or wrong-kind token, a free-play account, or a bad frame', async () => {
    const expectRefused = async (path: string, token: string, code: number, errorCode?: string) => {
      const socket = await SocketClient.hello(platform.app, path, token);
      await socket.until(() => socket.closeCode !== undefined);
      expect(socket.closeCode, `${path} ${token.slice(0, 8)}`).toBe(code);
      const error = socket.frames.find((frame) => frame.type === 'error');
      expect(error).toBeDefined();
      if (errorCode) expect(error).toMatchObject({ errorCode });
      expect(socket.frames.some((frame) => frame.type === 'ready')).toBe(false);
    };
    await expectRefused(SUPPORT_SOCKET_PATHS.member, 'not-a-token', SOCKET_CLOSE.unauthorised);
    const player = await platform.client().login('member01');
    const support = await staffToken(platform, AURORA, 'support');
    await expectRefused(SUPPORT_SOCKET_PATHS.member, support, SOCKET_CLOSE.unauthorised);
    await expectRefused(SUPPORT_SOCKET_PATHS.staff, player, SOCKET_CLOSE.unauthorised);
    await expectRefused(
      SUPPORT_SOCKET_PATHS.staff,
      await staffToken(platform, AURORA, 'finance'),
      SOCKET_CLOSE.forbidden,
      'staff_role_required',
    );
    const trial = (await platform.client(LOTUS).call('loginFreePlay', { os: 'Linux', platform: 'W' })).body.value!;
    await expectRefused(SUPPORT_SOCKET_PATHS.member, trial.token, SOCKET_CLOSE.forbidden, 'chat_needs_real_account');
    // A logged-out session.
    const gone = await platform.client().login('vip01');
    await platform.client().call('logout', {}, { token: gone });
    await expectRefused(SUPPORT_SOCKET_PATHS.member, gone, SOCKET_CLOSE.unauthorised);
    // An expired one: the idle limit passed on the platform's clock.
    const idle = await platform.client().login('agent01');
    platform.clock.advance(31 * 60_000);
    await expectRefused(SUPPORT_SOCKET_PATHS.member, idle, SOCKET_CLOSE.unauthorised);

    for (const bad of ['{not json', JSON.stringify({ type: 'shout' }), JSON.stringify({ type: 'hello', token: 'x' })]) {
      const socket = await SocketClient.open(platform.app, SUPPORT_SOCKET_PATHS.member);
      socket.send(bad);
      await socket.until(() => socket.closeCode !== undefined);
      expect(socket.closeCode, bad).toBe(SOCKET_CLOSE.badFrame);
    }
    // A frame over the socket's limit (8 KiB) closes it.
    const flooding = await SocketClient.open(platform.app, SUPPORT_SOCKET_PATHS.member);
    flooding.send(JSON.stringify({ type: 'hello', token: 'x'.repeat(10_000), after: 0 }));
    await flooding.until(() => flooding.closeCode !== undefined);
    expect(flooding.closeCode).toBe(1009);
    // CBS3 off for the brand.
    await platform.app.platform.tenants.setModules(AURORA, { CBS3: false });
    try {
      await expectRefused(
        SUPPORT_SOCKET_PATHS.member,
        await platform.client().login('member01'),
        SOCKET_CLOSE.forbidden,
      );
    } finally {
      await platform.app.platform.tenants.setModules(AURORA, { CBS3: true });
    }
  });

  it('pushes messages both ways live, with the unread count and read receipts; ping answers pong', async () => {
    const token = await platform.client().login('member01');
    const memberSocket = await member(token);
    const staffSide = await staffSocket(await staffToken(platform, AURORA, 'support'));
    memberSocket.send({ type: 'ping' });
    await memberSocket.until(() => memberSocket.frames.some((frame) => frame.type === 'pong'));

    const sent = (await send(token, 'Hello from the portal')).body.value!.message;
    await staffSide.untilMessage(sent.id);
    await memberSocket.untilMessage(sent.id);
    await staffSide.until(() =>
      staffSide.frames.some((f) => f.type === 'queue' && f.conversation.conversationId === sent.conversationId),
    );

    const reply = await operator(
      platform,
      AURORA,
      'POST',
      `/ops/support/conversations/${sent.conversationId}/messages`,
      { clientId: randomUUID(), text: 'Hello from support' },
      'support',
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    await memberSocket.untilMessage(reply.body.value.message.id);
    const pushed = memberSocket.frames.find(
      (f) => f.type === 'message' && f.message.id === reply.body.value.message.id,
    );
    expect(pushed).toMatchObject({
      message: { sender: 'staff', text: 'Hello from support', staffName: 'Demo support' },
    });
    await memberSocket.until(() => memberSocket.frames.some((f) => f.type === 'unread' && f.unReadCount === 1));

    await platform.client().call('readChatMessages', { upToId: reply.body.value.message.id }, { token });
    await staffSide.until(() =>
      staffSide.frames.some((f) => f.type === 'read' && f.by === 'member' && f.upToId === reply.body.value.message.id),
    );
    await operator(
      platform,
      AURORA,
      'POST',
      `/ops/support/conversations/${sent.conversationId}/read`,
      { upToId: sent.id },
      'support',
    );
    await memberSocket.until(() =>
      memberSocket.frames.some((f) => f.type === 'read' && f.by === 'staff' && f.upToId === sent.id),
    );
    // Each message arrived once on each socket.
    expect(memberSocket.messageIds().filter((id) => id === sent.id)).toHaveLength(1);
    expect(staffSide.messageIds().filter((id) => id === reply.body.value.message.id)).toHaveLength(1);
  });

  it('closes a socket at its next ping once its session ended (logout, staff logout)', async () => {
    const token = await platform.client().login('vip01');
    const socket = await member(token);
    socket.send({ type: 'ping' });
    await socket.until(() => socket.frames.some((frame) => frame.type === 'pong'));
    await platform.client().call('logout', {}, { token });
    socket.send({ type: 'ping' });
    await socket.until(() => socket.closeCode !== undefined);
    expect(socket.closeCode).toBe(SOCKET_CLOSE.unauthorised);
    expect(socket.frames.at(-1)).toEqual({ type: 'error', errorCode: 'login.not.session' });
  });

  it("sends a member's socket only their own messages, and staff only their brand's", async () => {
    const mine = await platform.client().login('member01');
    const other = await platform.client().login('vip01');
    const memberSocket = await member(mine);
    const lotusStaff = await staffSocket(await staffToken(platform, LOTUS, 'support'));
    const auroraStaff = await staffSocket(await staffToken(platform, AURORA, 'support'));
    const theirs = (await send(other, 'Not for member01')).body.value!.message;
    const own = (await send(mine, 'For member01')).body.value!.message;
    await memberSocket.untilMessage(own.id);
    await auroraStaff.untilMessage(own.id);
    expect(auroraStaff.messageIds()).toContain(theirs.id);
    expect(memberSocket.messageIds()).not.toContain(theirs.id);
    expect(lotusStaff.messageIds()).not.toContain(own.id);
    expect(lotusStaff.messageIds()).not.toContain(theirs.id);
  });

  it('gives a reconnecting socket exactly the messages it missed, once', async () => {
    const token = await platform.client().login('member01');
    const first = await member(token);
    const seen = (await send(token, 'Before the break')).body.value!.message;
    await first.untilMessage(seen.id);
    const after = Math.max(...first.messageIds());
    first.close();
    await first.until(() => first.closeCode !== undefined);

    const conversationId = seen.conversationId;
    const missed: number[] = [];
    missed.push((await send(token, 'While away 1')).body.value!.message.id);
    const reply = await operator(
      platform,
      AURORA,
      'POST',
      `/ops/support/conversations/${conversationId}/messages`,
      { clientId: randomUUID(), text: 'Answer while away' },
      'support',
    );
    missed.push(reply.body.value.message.id);
    missed.push((await send(token, 'While away 2')).body.value!.message.id);

    const again = await member(token, after);
    expect(again.frames[0]).toEqual({ type: 'ready' });
    const caughtUpAt = again.frames.findIndex((frame) => frame.type === 'caughtUp');
    const caughtUp = again.frames.slice(0, caughtUpAt).flatMap((f) => (f.type === 'message' ? [f.message.id] : []));
    expect(caughtUp).toEqual(missed);
    // A live one after the catch-up comes once too.
    const live = (await send(token, 'Live again')).body.value!.message;
    await again.untilMessage(live.id);
    expect(again.messageIds()).toEqual([...missed, live.id]);
  });
});
