// The in-house game page: GET /inhouse/play?ticket=… (the URL the launch answers) serves a small
// self-contained HTML page and GET /inhouse/game.js its script (same origin: the CSP allows no
// inline script; its source is apps/server/browser/inhouse-game, see game-script.ts). The script
// redeems the ticket for a game session, then plays rounds. The portal shows the page in a
// same-origin iframe, so this page — unlike the rest — may be framed by 'self'.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isInhouseLanguage } from '@portal/contracts';
import { escapeHtml } from '../../lib/html';
import type { Tenant } from '../../services/platform/tenant-service';
import { gameScript } from './game-script';

const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const MERCHANT_PATTERN = /^[A-Z0-9]{2,16}$/;

/** The tenant of the page: the `merchant` parameter, else the host name's brand label (as the portal pages do). */
async function pageTenant(
  app: FastifyInstance,
  request: FastifyRequest,
  merchant: string | undefined,
): Promise<Tenant | undefined> {
  const tenants = await app.platform.tenants.all();
  if (merchant && MERCHANT_PATTERN.test(merchant)) return tenants.find((t) => t.merchantCode === merchant);
  const label = request.hostname.split('.')[0]?.toLowerCase() ?? '';
  return tenants.find((t) => t.id === label) ?? tenants.find((t) => t.id === app.platform.config.defaultTenant);
}

function page(merchantCode: string, language: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(language.toLowerCase())}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>Game</title>
<style>
  :root { color-scheme: dark; font-family: system-ui, sans-serif; background: #14161f; color: #f2f3f7; }
  body { margin: 0; padding: 1rem; }
  main { max-width: 40rem; margin: 0 auto; display: grid; gap: 1rem; }
  h1 { margin: 0; font-size: 1.4rem; }
  .figures { display: flex; gap: 2rem; margin: 0; }
  .figures dt { font-size: .8rem; color: #b8bccb; }
  .figures dd { margin: 0; font-size: 1.3rem; font-variant-numeric: tabular-nums; }
  .reels { display: grid; grid-template-columns: repeat(5, 1fr); gap: .4rem; list-style: none; padding: 0; margin: 0; }
  .reel { display: grid; gap: .4rem; background: #232636; border-radius: .5rem; padding: .4rem; }
  .cell { display: grid; place-items: center; height: 3.2rem; font-size: 1.8rem; background: #2e3246; border-radius: .4rem; }
  .cell.win { outline: 3px solid #ffd54a; }
  .sym-W { color: #ffd54a; } .sym-seven { color: #ff6b6b; font-weight: 800; } .sym-B, .sym-G { color: #ff8a80; }
  .sym-R { font-size: 1.2rem; font-weight: 800; color: #8fd3fe; } .sym-L, .sym-C { color: #c5cae9; }
  .dice { font-size: 3rem; text-align: center; font-variant-numeric: tabular-nums; }
  .controls { display: flex; flex-wrap: wrap; gap: .8rem; align-items: end; }
  label, legend { display: block; font-size: .85rem; color: #b8bccb; }
  input[type=number] { width: 8rem; font-size: 1rem; padding: .4rem; }
  fieldset { border: 0; padding: 0; margin: 0; }
  #dice-controls { display: flex; flex-wrap: wrap; gap: .8rem; align-items: end; }
  #odds { margin: 0; flex-basis: 100%; }
  button { font-size: 1.1rem; padding: .6rem 1.6rem; border-radius: .5rem; border: 0; background: #ffd54a; color: #14161f; font-weight: 700; cursor: pointer; }
  button.secondary { background: #2e3246; color: #f2f3f7; font-size: .9rem; padding: .4rem .8rem; }
  button:disabled { opacity: .5; cursor: progress; }
  :focus-visible { outline: 3px solid #8fd3fe; outline-offset: 2px; }
  .status { min-height: 1.4rem; margin: 0; }
  .status.error { color: #ff8a80; }
  details { background: #1c1f2b; border-radius: .5rem; padding: .6rem .8rem; }
  code { word-break: break-all; font-size: .8rem; }
  table { border-collapse: collapse; } td, th { padding: .2rem .6rem; text-align: left; }
  [hidden] { display: none !important; }
</style>
<script src="/inhouse/game.js" defer></script>
</head>
<body data-merchant="${escapeHtml(merchantCode)}" data-language="${escapeHtml(language)}">
<main id="game" aria-busy="true">
  <h1 id="game-name">…</h1>
  <dl class="figures">
    <div><dt id="balance-label"></dt><dd id="balance" aria-live="polite">–</dd></div>
    <div><dt id="win-label"></dt><dd id="win" aria-live="polite">–</dd></div>
  </dl>
  <ol class="reels" id="reels" hidden></ol>
  <p class="dice" id="dice" hidden aria-live="polite">–</p>
  <div class="controls">
    <div><label for="bet" id="bet-label"></label><input id="bet" type="number" inputmode="decimal" min="0" step="0.01" disabled></div>
    <div id="dice-controls" hidden>
      <label for="target" id="target-label"></label><input id="target" type="number" min="1" max="98.99" step="0.01" value="50">
      <fieldset><legend id="direction-label"></legend>
        <label><input type="radio" name="direction" value="under" checked> <span id="under-label"></span></label>
        <label><input type="radio" name="direction" value="over"> <span id="over-label"></span></label>
      </fieldset>
      <p id="odds"></p>
    </div>
    <button type="button" id="play" disabled></button>
  </div>
  <p class="status" id="status" role="status"></p>
  <details id="fairness">
    <summary id="fairness-label"></summary>
    <dl>
      <dt id="hash-label"></dt><dd><code id="seed-hash"></code></dd>
      <dt id="client-seed-label"></dt><dd><code id="client-seed"></code></dd>
      <dt id="nonce-label"></dt><dd><code id="nonce"></code></dd>
    </dl>
    <button type="button" class="secondary" id="rotate" disabled></button>
    <p id="revealed"></p>
  </details>
  <details id="rules"><summary id="rules-label"></summary><div id="rules-body"></div></details>
  <noscript>This game needs JavaScript.</noscript>
</main>
</body>
</html>`;
}

export default fp(
  async (app) => {
    app.get('/inhouse/play', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const merchant = typeof query.merchant === 'string' ? query.merchant : undefined;
      const requested = typeof query.lang === 'string' ? query.lang.toUpperCase() : '';
      const tenant = await pageTenant(app, request, merchant);
      if (!tenant) return reply.status(404).type('text/plain; charset=utf-8').send('Unknown site');
      const language = isInhouseLanguage(requested) ? requested : '';
      return reply
        .header('content-security-policy', PAGE_CSP)
        .header('x-frame-options', 'SAMEORIGIN')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(page(tenant.merchantCode, language));
    });
    app.get('/inhouse/game.js', { schema: { hide: true }, config: { rateLimit: false } }, async (_request, reply) => {
      const script = await gameScript();
      return reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(script);
    });
  },
  { name: 'inhouse-game-page' },
);
