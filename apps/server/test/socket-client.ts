// A test client of the chat sockets over a real listening server (Node 24's global WebSocket):
// it keeps every frame it is sent and the close code, and waits for a frame that matches.
import type { SocketServerFrame } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';

export class SocketClient {
  readonly frames: SocketServerFrame[] = [];
  closeCode: number | undefined;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      this.frames.push(JSON.parse(String(event.data)) as SocketServerFrame);
      this.wake();
    });
    socket.addEventListener('close', (event) => {
      this.closeCode = event.code;
      this.wake();
    });
  }

  /** Opens a socket to a path of a listening app. */
  static async open(app: FastifyInstance, path: string): Promise<SocketClient> {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the app is not listening');
    const socket = new WebSocket(`ws://127.0.0.1:${address.port}${path}`);
    const client = new SocketClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error(`cannot open ${path}`)), { once: true });
    });
    return client;
  }

  /** Opens a socket and says hello; waits for `caughtUp` (or the close of a refused hello). */
  static async hello(app: FastifyInstance, path: string, token: string, after = 0): Promise<SocketClient> {
    const client = await SocketClient.open(app, path);
    client.send({ type: 'hello', token, after });
    await client.until(() => client.closeCode !== undefined || client.frames.some((f) => f.type === 'caughtUp'));
    return client;
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The message ids it was sent, in order. */
  messageIds(): number[] {
    return this.frames.flatMap((frame) => (frame.type === 'message' ? [frame.message.id] : []));
  }

  /** Waits until `done()` holds (checked at every frame and at the close), at most `timeoutMs`. */
  async until(done: () => boolean, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; frames so far: ${JSON.stringify(this.frames).slice(0, 2000)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for a message frame with this id. */
  untilMessage(id: number, timeoutMs?: number): Promise<void> {
    return this.until(() => this.messageIds().includes(id), timeoutMs);
  }

  close(): void {
    this.socket.close(1000);
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
