// A fake WebSocket for component tests of the support console: installed as the global WebSocket,
// it records every socket the page opens and what each sends (parsed), and lets the test open it,
// push frames from the "platform" and drop it (a close code), each inside act().
import type { SocketServerFrame } from '@portal/contracts';
import { act, waitFor } from '@testing-library/react';
import { vi } from 'vitest';

export class FakeWebSocket {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readyState = 0;
  readonly sent: unknown[] = [];
  closedByClient = false;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }
}

export interface FakeSockets {
  /** Every socket opened, oldest first. */
  all: FakeWebSocket[];
  latest(): FakeWebSocket;
  /** The latest socket (once the page has opened one) opens and the platform accepts its hello (`ready`, `caughtUp`). */
  accept(): Promise<FakeWebSocket>;
  push(frame: SocketServerFrame): Promise<void>;
  /** The connection breaks (1006 unless told). */
  drop(code?: number): Promise<void>;
}

export function installFakeSockets(): FakeSockets {
  const all: FakeWebSocket[] = [];
  class Installed extends FakeWebSocket {
    constructor(url: string) {
      super(url);
      all.push(this);
    }
  }
  vi.stubGlobal('WebSocket', Installed);
  const latest = () => {
    const socket = all.at(-1);
    if (!socket) throw new Error('the page opened no socket');
    return socket;
  };
  const push = async (frame: SocketServerFrame) => {
    await act(async () => latest().onmessage?.({ data: JSON.stringify(frame) }));
  };
  return {
    all,
    latest,
    async accept() {
      const socket = await waitFor(latest);
      await act(async () => {
        socket.readyState = 1;
        socket.onopen?.(new Event('open'));
      });
      await push({ type: 'ready' });
      await push({ type: 'caughtUp' });
      return socket;
    },
    push,
    async drop(code = 1006) {
      const socket = latest();
      await act(async () => {
        socket.readyState = 3;
        socket.onclose?.({ code });
      });
    },
  };
}
