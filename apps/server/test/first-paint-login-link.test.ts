// A member arriving by a one-time login link at a brand that forces login gets the route's own first
// paint (FIRST_PAINT_LOGIN_LINK), not the login page a visitor gets; other requests and brands whose
// build wrote no such page are served as before.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_PAINT_LOGIN_LINK } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type TestPlatform } from './helpers';

const page = (text: string) =>
  `<!doctype html><html><body><div id="root"><div data-first-paint="">${text}</div></div></body></html>`;

describe('the first paint of a login link', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine: 'sqlite' });
    const lotus = join(platform.config.portalDist, 'lotus');
    mkdirSync(join(lotus, 'rng'), { recursive: true });
    writeFileSync(join(lotus, 'index.html'), page('the login page'));
    writeFileSync(join(lotus, FIRST_PAINT_LOGIN_LINK.file), page('the home page'));
    writeFileSync(join(lotus, 'rng', 'index.html'), page('the login page'));
    writeFileSync(join(lotus, 'rng', FIRST_PAINT_LOGIN_LINK.file), page('the slots page'));
    const aurora = join(platform.config.portalDist, 'aurora');
    mkdirSync(aurora, { recursive: true });
    writeFileSync(join(aurora, 'index.html'), page('the home page'));
  });
  afterAll(() => platform?.close());

  const get = (host: string, url: string) => platform.app.inject({ method: 'GET', url, headers: { host } });

  it('paints the route itself for a request with the link parameter, the login page otherwise', async () => {
    expect(
      (await get('lotus.localhost', `/?member=securityCenter&${FIRST_PAINT_LOGIN_LINK.param}=abc`)).body,
    ).toContain('the home page');
    expect((await get('lotus.localhost', `/rng?${FIRST_PAINT_LOGIN_LINK.param}=abc`)).body).toContain('the slots page');
    expect((await get('lotus.localhost', '/?member=securityCenter')).body).toContain('the login page');
    expect((await get('lotus.localhost', '/rng')).body).toContain('the login page');
  });

  it('serves a brand without forced login (no such page) its route as before', async () => {
    const answer = await get('localhost', `/?${FIRST_PAINT_LOGIN_LINK.param}=abc`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('the home page');
  });

  it('never serves the signed-in page by its own name', async () => {
    const answer = await get('lotus.localhost', `/${FIRST_PAINT_LOGIN_LINK.file}`);
    expect(answer.body).not.toContain('the home page');
  });
});
