// The brand's before-login popup painted into the first-paint page the platform serves
// (plugins/app/first-paint-popup.ts): the brand's newest popup for visitors, in its default
// language, its title escaped and its content sanitised; each brand's own; an ETag per variant.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_PAINT_POPUP } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAINTED_PAGE_TTL_MS } from '../src/plugins/app/first-paint-page';
import { tenantRepositories } from '../src/repositories/index';
import { AURORA, ENGINES, startPlatform, type TestPlatform } from './helpers';

const PAGE = `<!doctype html><html><body><div id="root"><div data-first-paint="">painted${FIRST_PAINT_POPUP.marker}</div></div></body></html>`;
const TEMPLATE = `<div data-painted-popup="${FIRST_PAINT_POPUP.placeholders.id}" data-parts="announcement-overlays"><section><h2>${FIRST_PAINT_POPUP.placeholders.title}</h2><div>${FIRST_PAINT_POPUP.placeholders.content}</div></section></div>`;

describe.each(ENGINES)('the popup in the first paint (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
    for (const tenant of ['aurora', 'lotus']) {
      const dir = join(platform.config.portalDist, tenant);
      mkdirSync(join(dir, 'rng'), { recursive: true });
      writeFileSync(join(dir, 'rng', 'index.html'), PAGE);
      writeFileSync(join(dir, FIRST_PAINT_POPUP.templateFile), TEMPLATE);
    }
    const repos = tenantRepositories(platform.app.platform.db, AURORA);
    const newest = Date.UTC(2030, 0, 1);
    await repos.content.upsertAnnouncement({
      id: 'tricky',
      type: 'PU',
      execution: 'B',
      title: { EN: 'Tom & <b>"Jerry"</b>', VI: 'Tiếng Việt' },
      content: { EN: '<p onclick="steal()">Read <script>steal()</script>this</p>', VI: '<p>Tiếng Việt</p>' },
      publishedAt: newest,
    });
    // A newer popup for members only: never painted into a page (the platform cannot tell a member).
    await repos.content.upsertAnnouncement({
      id: 'members-only',
      type: 'PU',
      execution: 'A',
      title: { EN: 'For members' },
      content: { EN: '<p>Members</p>' },
      publishedAt: newest + 1,
    });
  });
  afterAll(() => platform?.close());

  const page = (host: string, headers: Record<string, string> = {}) =>
    platform.app.inject({ method: 'GET', url: '/rng', headers: { host, ...headers } });

  it("paints the brand's newest popup for visitors at the marker: default language, title escaped, content sanitised", async () => {
    const answer = await page('localhost:8080');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const html = answer.body;
    expect(html).not.toContain(FIRST_PAINT_POPUP.marker);
    expect(html).toContain('<div data-painted-popup="tricky" data-parts="announcement-overlays">');
    expect(html).toContain('<h2>Tom &#38; &#60;b&#62;&#34;Jerry&#34;&#60;/b&#62;</h2>');
    expect(html).toContain('<div><p>Read this</p></div>');
    expect(html).not.toMatch(/script|onclick|For members/);
    expect(html.match(/data-painted-popup/g)).toHaveLength(1);
  });

  it('paints the next popup once the newest is withdrawn, and none when there is none', async () => {
    const repos = tenantRepositories(platform.app.platform.db, AURORA);
    await repos.content.withdrawAnnouncement('tricky', Date.now());
    // The painted page is kept a few seconds (page requests are not rate-limited): still the old one.
    expect((await page('localhost:8080')).body).toContain('data-painted-popup="tricky"');
    platform.clock.advance(PAINTED_PAGE_TTL_MS);
    const next = await page('localhost:8080');
    expect(next.body).toContain('data-painted-popup="popup-play-responsibly"');
    expect(next.body).toContain('Play responsibly');

    await repos.content.withdrawAnnouncement('popup-play-responsibly', Date.now());
    platform.clock.advance(PAINTED_PAGE_TTL_MS);
    const none = await page('localhost:8080');
    expect(none.statusCode).toBe(200);
    expect(none.body).not.toContain('data-painted-popup');
    expect(none.body).not.toContain(FIRST_PAINT_POPUP.marker);
    expect(none.body).toContain('<div data-first-paint="">painted</div>');
  });

  it("paints each brand's own popup, in its default language", async () => {
    const lotus = await page('lotus.localhost:8080');
    expect(lotus.body).toContain('data-painted-popup="popup-welcome"');
    expect(lotus.body).not.toContain('tricky');
  });

  it('sends an ETag of the page and answers 304 to it', async () => {
    const first = await page('localhost:8080');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await page('localhost:8080', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const lotus = await page('lotus.localhost:8080', { 'if-none-match': etag });
    expect(lotus.statusCode).toBe(200);
    expect(lotus.headers.etag).not.toBe(etag);
  });
});
