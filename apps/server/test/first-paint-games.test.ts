// A lobby grid's first games painted into the first-paint page the platform serves
// (plugins/app/first-paint-games.ts): the grid's first request's first games, in the game list's
// order, with the vendor list's names, escaped; the template kept, marked painted; a new import shows
// once the painted page's few seconds are over; the template tile's picture preload becomes the first
// game's; a page whose request the contract refuses is served as built, without that preload.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_PAINT_GAMES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAINTED_PAGE_TTL_MS } from '../src/plugins/app/first-paint-page';
import { tenantRepositories } from '../src/repositories/index';
import { importCatalogue, rowsFromCsv } from '../src/services/games/catalogue-import';
import { AURORA, ENGINES, startPlatform, type TestPlatform } from './helpers';

const { attribute, count, placeholders } = FIRST_PAINT_GAMES;
const TILE = `<div role="gridcell"><button><span>${placeholders.name}</span> <span>${placeholders.vendor}</span><img src="${placeholders.picture}" fetchPriority="high"></button><button aria-label="Favourite ${placeholders.name}"></button></div>`;
/** The preload React's renderer hoists for the template tile's high-priority picture. */
const PICTURE_PRELOAD = `<link rel="preload" as="image" href="${placeholders.picture}" fetchPriority="high"/>`;
/** The page as the build's renderer writes it: the request in an escaped attribute. */
const page = (request: string) =>
  `<!doctype html><html><head>${PICTURE_PRELOAD}</head><body><div id="root"><div data-first-paint=""><div role="grid"><div role="row"><template ${attribute}="${request.replaceAll('"', '&quot;')}">${TILE}</template></div></div></div></div></body></html>`;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

describe.each(ENGINES)('a grid’s first games in the first paint (%s)', (engine) => {
  let platform: TestPlatform;
  const write = (route: string, html: string) => {
    const dir = join(platform.config.portalDist, 'aurora', route);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), html);
  };
  beforeAll(async () => {
    platform = await startPlatform({ engine });
    mkdirSync(join(platform.config.portalDist, 'aurora'), { recursive: true });
    writeFileSync(join(platform.config.portalDist, 'aurora', 'index.html'), '<!doctype html><div id="root"></div>');
    write('rng', page(JSON.stringify({ gameType: 'RNG', pageNo: 1, pageSize: 42 })));
    write('fish', page(JSON.stringify({ gameType: 'FISH', pageNo: 1, pageSize: 42, unknownField: 1 })));
  });
  afterAll(() => platform?.close());

  const get = (url: string) => platform.app.inject({ method: 'GET', url, headers: { host: 'localhost:8080' } });

  /** The names and vendors the game list and the vendor list answer for the first `count` RNG games. */
  async function expectedTiles() {
    const client = platform.client();
    const games = (await client.call('getGameList', { gameType: 'RNG', pageNo: 1, pageSize: 42 })).body.value!.games;
    const lanes = (await client.call('getGameVendors', {})).body.value!.data.lanes;
    const names = new Map(lanes.flatMap((lane) => lane.cards.map((card) => [card.vassalage, card.displayName])));
    return games.slice(0, count).map((game) => ({
      name: game.gameName,
      vendor: names.get(game.vassalage) ?? game.vassalage,
      picture: game.iconUrl,
    }));
  }

  const tile = ({ name, vendor, picture }: { name: string; vendor: string; picture: string }) =>
    TILE.replaceAll(placeholders.name, escape(name))
      .replace(placeholders.vendor, escape(vendor))
      .replace(placeholders.picture, escape(picture));

  it("paints the request's first games after the template, which stays marked painted", async () => {
    const answer = await get('/rng');
    expect(answer.statusCode).toBe(200);
    const tiles = await expectedTiles();
    expect(tiles).toHaveLength(count);
    expect(answer.body).toContain(
      `<template ${attribute}="{&quot;gameType&quot;:&quot;RNG&quot;,&quot;pageNo&quot;:1,&quot;pageSize&quot;:42}" data-painted="${count}"></template>${tiles.map(tile).join('')}</div>`,
    );
    expect(answer.body).not.toContain(placeholders.name);
    expect(answer.body).not.toContain(placeholders.picture);
    // The template tile's picture preload is the first game's now (it asked for the placeholder's
    // address, a 400, on every lobby page).
    expect(answer.body).toContain(
      `<head><link rel="preload" as="image" href="${escape(tiles[0]!.picture)}" fetchPriority="high"/></head>`,
    );
  });

  it('escapes what it paints, and shows a new import at the next page', async () => {
    const before = (await get('/rng')).body;
    const raw = rowsFromCsv(
      'vassalage,displayName,lane,isHot,sort,accountTypeName\nTRKY,"Tom & ""Co""",RNG,0,0,\n',
      'vendors',
      'v.csv',
    );
    await importCatalogue(
      tenantRepositories(platform.app.platform.db, AURORA),
      rowsFromCsv(
        "nodeId,gameId,vassalage,gameType,gameClassify,gameName,minBet,minLineNum,isHot,gameCode,sort\nTRKY-1,t1,TRKY,RNG,,<b>Jerry</b> & 'Tom',0,0,0,,0\n",
        'games',
        'g.csv',
        raw,
      ),
      platform.clock.now(),
    );
    const tiles = await expectedTiles();
    expect(tiles.some((t) => t.name === "<b>Jerry</b> & 'Tom'")).toBe(true);
    // The painted page is kept a few seconds (page requests are not rate-limited), then painted anew.
    expect((await get('/rng')).body).toBe(before);
    platform.clock.advance(PAINTED_PAGE_TTL_MS);
    const after = (await get('/rng')).body;
    expect(after).not.toBe(before);
    expect(after).toContain(tiles.map(tile).join(''));
    expect(after).toContain('&#60;b&#62;Jerry&#60;/b&#62; &#38; &#39;Tom&#39;');
    expect(after).toContain('Tom &#38; &#34;Co&#34;');
    expect(after).not.toContain('<b>Jerry');
  });

  it('serves a page whose request the contract refuses as it was built, without the placeholder’s preload', async () => {
    const answer = await get('/fish');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(`<template ${attribute}=`);
    expect(answer.body).toContain(placeholders.name);
    expect(answer.body).not.toContain('data-painted=');
    expect(answer.body).toContain('<head></head>');
  });
});
