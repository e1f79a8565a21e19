// Live chat across two instances sharing PostgreSQL and Redis (issue 24): a message written through
// one reaches the sockets of the other (Redis pub/sub), staff on one see the member's message sent
// through the other, and a socket that reconnects to the other instance gets what it missed, once.
import { randomUUID } from 'node:crypto';
import { SUPPORT_SOCKET_PATHS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, startPlatform, staffToken, type TestPlatform } from './helpers';
import { SocketClient } from './socket-client';

describe('live chat on two instances sharing PostgreSQL and Redis', () => {
  let a: TestPlatform;
  let b: TestPlatform;
  const open: SocketClient[] = [];
  beforeAll(async () => {
    a = await startPlatform({ engine: 'postgres', redis: true });
    b = await startPlatform({ engine: 'postgres', redis: true, shareWith: a, clock: a.clock });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await b?.close();
    await a?.close();
  });

  const hello = async (platform: TestPlatform, path: string, token: string, after = 0) => {
    const socket = await SocketClient.hello(platform.app, path, token, after);
    open.push(socket);
    return socket;
  };

  it("delivers a message sent through A to the member's and the staff's sockets on B, and back", async () => {
    const token = await a.client().login('member01');
    const memberOnB = await hello(b, SUPPORT_SOCKET_PATHS.member, token);
    // The staff were created by A (its passwords); their token holds on B like a member's.
    const staffOnB = await hello(b, SUPPORT_SOCKET_PATHS.staff, await staffToken(a, AURORA, 'support'));
    const memberOnA = await hello(a, SUPPORT_SOCKET_PATHS.member, token);

    const sent = await a.client().call('sendChatMessage', { clientId: randomUUID(), text: 'Through A' }, { token });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const message = sent.body.value!.message;
    await memberOnB.untilMessage(message.id);
    await staffOnB.untilMessage(message.id);
    await memberOnA.untilMessage(message.id);

    // Staff answer through B: the member's socket on A gets it.
    const answered = await b.app.inject({
      method: 'POST',
      url: `/ops/support/conversations/${message.conversationId}/messages`,
      headers: {
        authorization: `Bearer ${await staffToken(a, AURORA, 'support')}`,
        'content-type': 'application/json',
      },
      payload: { clientId: randomUUID(), text: 'Through B' },
    });
    const reply = { status: answered.statusCode, body: answered.json() as { value: { message: { id: number } } } };
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    await memberOnA.untilMessage(reply.body.value.message.id);
    // Once each.
    expect(memberOnA.messageIds()).toEqual([message.id, reply.body.value.message.id]);
    expect(memberOnB.messageIds()).toEqual([message.id, reply.body.value.message.id]);
  });

  it('gives a socket that reconnects to the other instance what it missed, once', async () => {
    const token = await a.client().login('vip01');
    const onA = await hello(a, SUPPORT_SOCKET_PATHS.member, token);
    const first = (await a.client().call('sendChatMessage', { clientId: randomUUID(), text: 'On A' }, { token })).body
      .value!.message;
    await onA.untilMessage(first.id);
    onA.close();
    await onA.until(() => onA.closeCode !== undefined);

    const missed = [];
    for (const text of ['Away 1', 'Away 2'])
      missed.push(
        (await b.client().call('sendChatMessage', { clientId: randomUUID(), text }, { token })).body.value!.message.id,
      );
    const onB = await hello(b, SUPPORT_SOCKET_PATHS.member, token, Math.max(...onA.messageIds()));
    expect(onB.messageIds()).toEqual(missed);
    const live = (await a.client().call('sendChatMessage', { clientId: randomUUID(), text: 'Live' }, { token })).body
      .value!.message;
    await onB.untilMessage(live.id);
    expect(onB.messageIds()).toEqual([...missed, live.id]);
  });
});
