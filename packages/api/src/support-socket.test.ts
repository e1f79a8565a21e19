import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_CLOSE, type SocketServerFrame } from '@portal/contracts';
import { openSupportSocket, type SupportSocketState } from './support-socket';

/** A WebSocket double: records what is sent; the test plays the server. */
class FakeSocket {
  static all: FakeSocket[] = [];
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  serverSends(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  serverCloses(code: number) {
    this.onclose?.({ code });
  }
}

describe('openSupportSocket', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  function open(after: () => number) {
    const frames: SocketServerFrame[] = [];
    const states: SupportSocketState[] = [];
    const socket = openSupportSocket({
      url: 'ws://platform.test/wps/chat/socket',
      getToken: () => 'token-1',
      getAfter: after,
      onFrame: (frame) => frames.push(frame),
      onState: (state) => states.push(state),
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
    return { socket, frames, states };
  }

  it('says hello with the token and the last id, and again with the new last id after a break', async () => {
    let last = 7;
    const { frames, states } = open(() => last);
    const first = FakeSocket.all[0]!;
    first.onopen?.();
    expect(first.sent).toEqual([{ type: 'hello', token: 'token-1', after: 7 }]);
    first.serverSends({ type: 'ready' });
    first.serverSends({ type: 'unread', unReadCount: 2 });
    first.serverSends({ type: 'unread', unReadCount: 'two' }); // not the contract: dropped
    expect(frames).toEqual([{ type: 'ready' }, { type: 'unread', unReadCount: 2 }]);
    last = 9;
    first.serverCloses(1006);
    expect(states.at(-1)).toBe('closed');
    await vi.advanceTimersByTimeAsync(1000);
    const second = FakeSocket.all[1]!;
    second.onopen?.();
    expect(second.sent).toEqual([{ type: 'hello', token: 'token-1', after: 9 }]);
  });

  it('does not reconnect after a refused hello, nor after close()', async () => {
    const refused = open(() => 0);
    FakeSocket.all[0]!.serverCloses(SOCKET_CLOSE.unauthorised);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(refused.states.at(-1)).toBe('refused');

    const closed = open(() => 0);
    closed.socket.close();
    FakeSocket.all[1]!.serverCloses(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(2);
  });
});
