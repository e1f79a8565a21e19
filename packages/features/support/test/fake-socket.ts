// A stand-in for the browser's WebSocket in the chat page's tests: records what the page sends and
// lets the test open the connection, push server frames and drop it, as the platform would.
import type { SocketServerFrame } from '@portal/contracts';
import { vi } from 'vitest';

export class FakeSocket {
  static instances: FakeSocket[] = [];
  readonly sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close() {
    this.onclose?.({ code: 1000 });
  }

  /** The connection opens (the page then says hello). */
  open() {
    this.onopen?.();
  }

  push(frame: SocketServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }

  /** The connection breaks (the page shows it is reconnecting). */
  drop() {
    this.onclose?.({ code: 1006 });
  }
}

/** Installs FakeSocket as the global WebSocket for the current test and returns the last one made. */
export function installFakeSocket(): () => FakeSocket {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  return () => {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  };
}
