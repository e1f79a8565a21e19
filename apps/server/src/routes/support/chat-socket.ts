// The chat sockets' protocol (contracts support.ts), the same for the member's socket and the
// staff's; what differs (who the token is, what they may see) is the `hello` function each route
// passes. In order:
//   1. The client's first frame is `hello` with its token (never in the URL) and the last message
//      id it holds. No hello within HELLO_TIMEOUT_MS, or a refused one → an `error` frame and close
//      (4401 / 4403). Bad JSON or an unknown frame at any time → `error` and close 4400.
//   2. The socket listens on the chat bus first, keeping what arrives, then sends `ready`, every
//      message after `after` the client may see, `caughtUp`, then what arrived meanwhile (less the
//      messages already sent), then live frames as they come: nothing lost, nothing twice.
//   3. `ping` → `pong` at any time. After the hello a ping also checks that the session still lives
//      (a logout, a revoked or expired session → `error` and close 4401).
import {
  SOCKET_CLOSE,
  socketClientFrameSchema,
  type SocketClientFrame,
  type SocketServerFrame,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { FrameListener } from '../../services/support/chat-bus';

/** How long a socket may stay without a hello. */
export const HELLO_TIMEOUT_MS = 10_000;
/** A socket whose unsent frames pass this is too slow to keep up: it is closed and catches up on reconnect. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** A hello the platform refuses: the error code sent and the close code. */
export class SocketRefusal extends Error {
  constructor(
    readonly errorCode: string,
    readonly closeCode: number,
  ) {
    super(errorCode);
  }
}

/** Who said hello: where their live frames come from, and what they missed. */
export interface SocketPeer {
  listen(listener: FrameListener): () => void;
  /** The frames after `after` (message frames first, oldest first; other frames after them). */
  catchUp(after: number): Promise<SocketServerFrame[]>;
  /** Whether the token's session still lives (read only: a ping does not keep a session alive). */
  stillLive(): Promise<boolean>;
}

export function serveChatSocket(
  socket: WebSocket,
  log: FastifyBaseLogger,
  hello: (token: string) => Promise<SocketPeer>,
): void {
  let state: 'waiting' | 'starting' | 'live' | 'closed' = 'waiting';
  let stopListening: (() => void) | undefined;
  let current: SocketPeer | undefined;
  const held: SocketServerFrame[] = [];
  // Read through a function: the socket may close while a hello is awaited.
  const closed = () => state === 'closed';

  const send = (frame: SocketServerFrame) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return close(1013, 'too slow');
    socket.send(JSON.stringify(frame));
  };
  function close(code: number, reason = '') {
    if (state === 'closed') return;
    state = 'closed';
    stopListening?.();
    clearTimeout(helloTimer);
    socket.close(code, reason);
  }
  const refuse = (errorCode: string, code: number) => {
    send({ type: 'error', errorCode });
    close(code);
  };

  const helloTimer = setTimeout(() => refuse('login.not.session', SOCKET_CLOSE.unauthorised), HELLO_TIMEOUT_MS);

  async function start(frame: Extract<SocketClientFrame, { type: 'hello' }>) {
    state = 'starting';
    clearTimeout(helloTimer);
    let peer: SocketPeer;
    try {
      peer = await hello(frame.token);
    } catch (error) {
      if (error instanceof SocketRefusal) return refuse(error.errorCode, error.closeCode);
      log.error({ err: error }, 'chat socket hello failed');
      return refuse('internal_error', 1011);
    }
    if (closed()) return;
    current = peer;
    // Listen before reading the missed messages: one written in between arrives here, and is
    // sent after the catch-up unless the catch-up had it.
    stopListening = peer.listen((frames) => {
      if (state === 'live') frames.forEach(send);
      else held.push(...frames);
    });
    send({ type: 'ready' });
    let missed: SocketServerFrame[];
    try {
      missed = await peer.catchUp(frame.after);
    } catch (error) {
      log.error({ err: error }, 'chat socket catch-up failed');
      return close(1011);
    }
    if (closed()) return;
    const sent = new Set<number>();
    for (const item of missed) {
      if (item.type === 'message') {
        sent.add(item.message.id);
        send(item);
      }
    }
    send({ type: 'caughtUp' });
    for (const item of missed) if (item.type !== 'message') send(item);
    for (const item of held) if (item.type !== 'message' || !sent.has(item.message.id)) send(item);
    held.length = 0;
    state = 'live';
  }

  async function pong() {
    if (current) {
      const live = await current.stillLive().catch((error: unknown) => {
        log.warn({ err: error }, 'chat socket session check failed');
        return true;
      });
      if (!live) return refuse('login.not.session', SOCKET_CLOSE.unauthorised);
    }
    send({ type: 'pong' });
  }

  socket.on('message', (data, isBinary) => {
    if (state === 'closed') return;
    let frame: SocketClientFrame;
    try {
      if (isBinary) throw new Error('binary frame');
      const parsed = socketClientFrameSchema.safeParse(JSON.parse(String(data)));
      if (!parsed.success) throw new Error('not a frame of the contract');
      frame = parsed.data;
    } catch {
      return refuse('request_param_err', SOCKET_CLOSE.badFrame);
    }
    if (frame.type === 'ping') return void pong();
    // A second hello is a client's mistake.
    if (state !== 'waiting') return refuse('request_param_err', SOCKET_CLOSE.badFrame);
    void start(frame);
  });
  socket.on('close', () => {
    state = 'closed';
    stopListening?.();
    clearTimeout(helloTimer);
  });
}
