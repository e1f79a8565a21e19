// The chat's WebSocket client, for the member's chat page and the support console alike (the
// protocol is in @portal/contracts' support.ts). It says hello with the token and the last message
// id it has seen, so after any break it is sent what it missed; it reconnects by itself with a
// growing pause (1 s up to 30 s) and keeps the connection alive with a ping. Frames that do not
// match the contract are dropped. A refused hello (close code 4401 / 4403) does not reconnect.
import { SOCKET_CLOSE, socketServerFrameSchema, type SocketServerFrame } from '@portal/contracts';

export type SupportSocketState = 'connecting' | 'open' | 'closed' | 'refused';

export interface SupportSocketOptions {
  /** Absolute ws(s):// URL, or a path on the page's own origin (`SUPPORT_SOCKET_PATHS`). */
  url: string;
  /** Read at every (re)connect: a token stored after login is used. */
  getToken: () => string | null;
  /** The last message id the client holds (0 for none), read at every (re)connect. */
  getAfter: () => number;
  onFrame: (frame: SocketServerFrame) => void;
  onState?: (state: SupportSocketState) => void;
  /** For tests: the WebSocket class and the timers. */
  WebSocketImpl?: typeof WebSocket;
  pingMs?: number;
}

export interface SupportSocket {
  close(): void;
}

const MAX_PAUSE_MS = 30_000;

function socketUrl(url: string): string {
  if (/^wss?:\/\//.test(url)) return url;
  const { protocol, host } = globalThis.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${url}`;
}

export function openSupportSocket(options: SupportSocketOptions): SupportSocket {
  const Impl = options.WebSocketImpl ?? globalThis.WebSocket;
  const pingMs = options.pingMs ?? 25_000;
  let socket: WebSocket | null = null;
  let stopped = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const setState = (state: SupportSocketState) => options.onState?.(state);

  function connect() {
    const token = options.getToken();
    if (stopped) return;
    if (!token) return setState('refused');
    setState('connecting');
    const current = new Impl(socketUrl(options.url));
    socket = current;
    current.onopen = () => {
      current.send(JSON.stringify({ type: 'hello', token, after: options.getAfter() }));
      pingTimer = setInterval(() => current.send(JSON.stringify({ type: 'ping' })), pingMs);
    };
    current.onmessage = (event) => {
      let frame: SocketServerFrame;
      try {
        const parsed = socketServerFrameSchema.safeParse(JSON.parse(String(event.data)));
        if (!parsed.success) return;
        frame = parsed.data;
      } catch {
        return;
      }
      if (frame.type === 'ready') {
        failures = 0;
        setState('open');
      }
      options.onFrame(frame);
    };
    current.onclose = (event) => {
      clearInterval(pingTimer);
      if (socket !== current || stopped) return;
      socket = null;
      if (event.code === SOCKET_CLOSE.unauthorised || event.code === SOCKET_CLOSE.forbidden) {
        stopped = true;
        return setState('refused');
      }
      setState('closed');
      const pause = Math.min(MAX_PAUSE_MS, 1000 * 2 ** failures);
      failures += 1;
      retryTimer = setTimeout(connect, pause);
    };
  }

  connect();
  return {
    close() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      socket?.close(1000);
      socket = null;
    },
  };
}
