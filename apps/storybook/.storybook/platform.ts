// The platform a story talks to: the portal's real api (RTK Query, base query, envelope and the
// contract check of every answer) against this page's origin, where MSW's service worker answers
// (public/mockServiceWorker.js). A story names its answers by path, as the features' tests do
// (parameters.portal.answers); this file turns them into MSW handlers. Any platform call a story did
// not answer gets the platform's `not_found` envelope and a console warning naming the path. The
// member's chat socket is answered here too (it opens and stays quiet), so the chat page shows
// "Connected" instead of reconnecting on a timer.
import { configurePortalApi } from '@portal/api';
import { SUPPORT_SOCKET_PATHS, type SocketServerFrame } from '@portal/contracts';
import { delay, http, HttpResponse, ws, type RequestHandler, type WebSocketHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';

/** One answer of the platform: a value, an error code, or never (a story's loading state). */
export type StoryAnswer =
  { value: unknown } | { errorCode: string; status?: number; value?: unknown; message?: string } | { pending: true };
/** path → answer, or a function of the request (another answer for a POST, for a query…). */
export type StoryAnswers = Record<string, StoryAnswer | ((url: URL, request: Request) => StoryAnswer)>;

const PLATFORM_PATHS = ['/wps/*', '/lgw/*'];

async function reply(answer: StoryAnswer): Promise<Response> {
  if ('pending' in answer) {
    await delay('infinite');
    return HttpResponse.error();
  }
  if ('errorCode' in answer) {
    const { errorCode, status = 400, value, message = '' } = answer;
    return HttpResponse.json({ success: false, errorCode, message, value }, { status });
  }
  return HttpResponse.json({ success: true, value: answer.value });
}

/** MSW handlers answering each path of `answers` (any origin, any method). */
export function answersToHandlers(answers: StoryAnswers): RequestHandler[] {
  return Object.entries(answers).map(([path, entry]) =>
    http.all(`*${path}`, ({ request }) =>
      reply(typeof entry === 'function' ? entry(new URL(request.url), request) : entry),
    ),
  );
}

/** A picture (1 × 1, grey) for the fixtures' game and provider icons (/games/…, /vendors/…). */
const PICTURE = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8/58BAwAI/AL+XJ/PQwAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const icons = http.get(/\/(games|vendors)\/[^/]+\.(png|jpe?g|webp)$/, () =>
  HttpResponse.arrayBuffer(PICTURE.buffer, { headers: { 'content-type': 'image/png' } }),
);

/** A picture (160 × 90, a landscape) for the chat's image messages (the image call with the token). */
const CHAT_PICTURE = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAKAAAABaCAIAAACwpMoFAAAA3ElEQVR42u3aQQ2AQAxFwdVHUIAWcIIXzthBAQo4kbbQTPIU7Ny2f6z7ocYNTwBYgAVYgAVYgAUYsAALsAALsAB/tOucnwLcljaZGXCZbo4x4ErdBGPAxbrRxoDrdUONAQNWvG6cMWDAAizAgAEDBgwYMGDAgOUnS4AZuyYxdg+26ABskwXYqlJ20QIswAIswAIswIAFWIAFWIAFWIABC7B+BLxskxoHGLAAC7AAC7AACzBgARZgARZgARZgwAIswAIswAIswAIMWIAFWIAFWIAFGLAAC7AAC7BedwNTgdXKbJUHsgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const chatImages = http.get('*/wps/v2/chat/image', () =>
  HttpResponse.arrayBuffer(CHAT_PICTURE.buffer, { headers: { 'content-type': 'image/png' } }),
);

/**
 * The member's chat socket: every hello is accepted (`ready`, then `caughtUp`: the story's history
 * answer already holds every message), and nothing more is pushed. Made when the worker starts (a
 * screen's story), not on import: the kit's stories keep the browser's own WebSocket untouched.
 */
function chatSocketHandler(): WebSocketHandler {
  const send = (client: { send: (data: string) => void }, frame: SocketServerFrame) =>
    client.send(JSON.stringify(frame));
  return ws.link(new RegExp(`${SUPPORT_SOCKET_PATHS.member}$`)).addEventListener('connection', ({ client }) => {
    client.addEventListener('message', (event) => {
      if (typeof event.data === 'string' && event.data.includes('"hello"')) {
        send(client, { type: 'ready' });
        send(client, { type: 'caughtUp' });
      }
    });
  });
}

/** What no story answered: the platform's 404, said in the console so the author adds the answer. */
const unanswered = PLATFORM_PATHS.map((path) =>
  http.all(`*${path}`, ({ request }) => {
    console.warn(`[storybook] no answer for ${request.method} ${new URL(request.url).pathname}`);
    return HttpResponse.json({ success: false, errorCode: 'not_found', message: '' }, { status: 404 });
  }),
);

/**
 * Starts the worker from this page's folder (the static build is served under /storybook/<brand>/),
 * with the catch-all for unanswered platform calls; other requests (the build's own files) pass.
 */
export async function startWorker(): Promise<SetupWorker> {
  const worker = setupWorker(icons, chatImages, chatSocketHandler(), ...unanswered);
  await worker.start({
    quiet: true,
    serviceWorker: { url: new URL('mockServiceWorker.js', document.baseURI).pathname },
    onUnhandledRequest: 'bypass',
  });
  return worker;
}

let pending = 0;
let made = 0;

declare global {
  interface Window {
    /** Platform calls in flight and made so far: the capture script waits for quiet before a screenshot. */
    __portalCalls?: () => { pending: number; made: number };
    /** Whether the story on show talks to the platform (a kit story does not: nothing to wait for). */
    __portalStoryCalls?: boolean;
  }
}
window.__portalCalls = () => ({ pending, made });

/** Points the portal's api at this page's origin, as a logged-in member (or a visitor) of the brand. */
export function configureStoryApi({ loggedIn, language }: { loggedIn: boolean; language: string }) {
  configurePortalApi({
    baseUrl: () => window.location.origin,
    getToken: () => (loggedIn ? 'story-token' : null),
    getMerchant: () => 'AUR',
    getLanguage: () => language,
    getDeviceId: () => 'story-device',
    isModuleEnabled: () => true,
    onSessionEnded: () => undefined,
    codec: { encode: async (payload) => ({ body: payload as object, headers: {} }) },
    fetch: async (input, init) => {
      pending += 1;
      made += 1;
      try {
        return await window.fetch(input, init);
      } finally {
        pending -= 1;
      }
    },
    sleep: async () => undefined,
  });
}
