// The operator's catalogue import (JSON and CSV) on SQLite and PostgreSQL: a good file lands and
// shows in the lobby, a second run changes nothing, a file with any bad row is refused whole with
// each problem's line and field; and the full demo catalogue (10,000 slot games) seeds in one go.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantRepositories } from '../src/repositories/index';
import {
  CatalogueImportError,
  emptyRawCatalogue,
  importCatalogue,
  rowsFromCsv,
  rowsFromJson,
} from '../src/services/games/catalogue-import';
import { DEMO_SLOT_VENDORS } from '../src/services/games/demo-catalogue';
import { AURORA, ENGINES, LOTUS, startPlatform, type TestPlatform } from './helpers';

const VENDORS_CSV = `vassalage,displayName,lane,isHot,sort,accountTypeName
NEWV,New Vendor,rng,1,5,
NEWL,New Live,LIVE,0,6,
`;
const GAMES_CSV = `nodeId,gameId,vassalage,gameType,gameClassify,gameName,minBet,minLineNum,isHot,gameCode
NEWV-1,nv1,NEWV,RNG,video-slots,Vương Miện Vàng,0.5,25,1,
NEWV-2,nv2,NEWV,RNG,new-class,ราชาเสือ,1,10,0,
NEWL-1,nl1,NEWL,LIVE,baccarat,Live Bàn Một,2,1,0,
`;

async function expectImportError(work: Promise<unknown>): Promise<CatalogueImportError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CatalogueImportError);
  return error as CatalogueImportError;
}

describe.each(ENGINES)('catalogue import (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  const repos = (merchant = AURORA) => tenantRepositories(platform.app.platform.db, merchant);
  const csvCatalogue = (games = GAMES_CSV) => {
    const raw = rowsFromCsv(VENDORS_CSV, 'vendors', 'vendors.csv');
    return rowsFromCsv(games, 'games', 'games.csv', raw);
  };

  it('imports CSV vendors and games, shown by the lobby at once; a second run changes nothing', async () => {
    const client = platform.client();
    // The lobby has read (and keeps) the catalogue before the import.
    expect((await client.call('getGameList', { gameName: 'vuong mien' })).body.value!.games).toEqual([]);
    expect(
      (await client.call('getGameVendors', {})).body
        .value!.data.lanes.find((l) => l.title === 'RNG')!
        .cards.map((c) => c.vassalage),
    ).not.toContain('NEWV');

    const now = platform.clock.now();
    const result = await importCatalogue(repos(), csvCatalogue(), now);
    expect(result).toEqual({ vendors: 2, classifications: 0, games: 3, rooms: 0 });
    // Nothing tells the running platform: the import bumped the catalogue version in its
    // transaction, and the lobby's next calls read the catalogue again, as they would after an
    // import by another process.
    const found = await client.call('getGameList', { gameName: 'vuong mien' });
    expect(found.body.value!.games).toEqual([
      expect.objectContaining({
        nodeId: 'NEWV-1',
        gameName: 'Vương Miện Vàng',
        minBet: 0.5,
        minLineNum: 25,
        isHot: 1,
        vassalage: 'NEWV',
      }),
    ]);
    const lanes = (await client.call('getGameVendors', {})).body.value!.data.lanes;
    expect(lanes.find((l) => l.title === 'RNG')!.cards.map((c) => c.vassalage)).toContain('NEWV');
    expect(lanes.find((l) => l.title === 'RNG')!.gameClassify).toContainEqual({
      key: 'new-class',
      displayName: 'new-class',
      gameCount: 1,
    });
    // Tenant isolation: lotus has none of it.
    expect((await platform.client(LOTUS).call('getGameList', { vassalage: 'NEWV' })).body.value!.games).toEqual([]);

    const before = await repos().games.count();
    platform.clock.advance(1000);
    await importCatalogue(repos(), csvCatalogue(), platform.clock.now());
    expect(await repos().games.count()).toBe(before);
    expect((await repos().games.findByNodeId('NEWV-1'))!.game_name).toBe('Vương Miện Vàng');
  });

  it('updates a game in place by node id', async () => {
    await importCatalogue(
      repos(),
      csvCatalogue(GAMES_CSV.replace('Vương Miện Vàng,0.5', 'Vương Miện Bạc,0.2')),
      platform.clock.now(),
    );
    const row = await repos().games.findByNodeId('NEWV-1');
    expect(row).toMatchObject({ game_name: 'Vương Miện Bạc', name_key: 'vuong mien bac' });
    expect(Number(row!.min_bet_minor)).toBe(20);
    const client = platform.client();
    expect((await client.call('getGameList', { gameName: 'vuong mien vang' })).body.value!.games).toEqual([]);
    expect((await client.call('getGameList', { gameName: 'mien bac' })).body.value!.games).toEqual([
      expect.objectContaining({ nodeId: 'NEWV-1', minBet: 0.2 }),
    ]);
  });

  it('refuses a file with bad rows whole, naming each line and field', async () => {
    const bad = `nodeId,gameId,vassalage,gameType,gameName,minBet,minLineNum
BAD-1,b1,NEWV,RNG,Good Row,1,5
BAD-2,b2,NEWV,SLOTS,Bad Lane,1,5
BAD-3,b3,NEWV,RNG,Bad Bet,-1,5
BAD-4,b4,NOPE,RNG,Unknown Vendor,1,5
BAD-1,b5,NEWV,RNG,Duplicate,1,5
`;
    const before = await repos().games.count();
    const error = await expectImportError(
      importCatalogue(repos(), rowsFromCsv(bad, 'games', 'bad.csv'), platform.clock.now()),
    );
    expect(error.problems.map((p) => [p.line, p.field])).toEqual([
      [3, 'gameType'],
      [4, 'minBet'],
      [5, 'vassalage'],
      [6, 'nodeId'],
    ]);
    expect(error.problems.every((p) => p.source === 'bad.csv')).toBe(true);
    expect(await repos().games.count()).toBe(before);
    expect(await repos().games.findByNodeId('BAD-1')).toBeUndefined();
  });

  it('imports JSON with classifications and PVP rooms; refuses a room of an unknown game', async () => {
    const json = JSON.stringify({
      vendors: [{ vassalage: 'JPVP', displayName: 'JSON PVP', lane: 'PVP', isHot: 0, sort: 7 }],
      classifications: [{ key: 'duel', displayName: 'Duels', sort: 3 }],
      games: [
        {
          nodeId: 'JPVP-1',
          gameId: 'j1',
          vassalage: 'JPVP',
          gameType: 'PVP',
          gameClassify: 'duel',
          gameName: 'Đấu Bài',
          minBet: 1,
          minLineNum: 1,
          isHot: true,
          maintenanceStart: '2026-06-01T00:00:00Z',
          maintenanceEnd: '2026-06-02T00:00:00Z',
        },
      ],
      rooms: [{ roomId: 'JPVP-1-A', nodeId: 'JPVP-1', roomName: 'Bàn A', minBet: 5, maxPlayers: 4 }],
    });
    const result = await importCatalogue(repos(), rowsFromJson(json, 'catalogue.json'), platform.clock.now());
    expect(result).toEqual({ vendors: 1, classifications: 1, games: 1, rooms: 1 });
    expect(await repos().games.findByNodeId('JPVP-1')).toMatchObject({
      maintenance_start: Date.parse('2026-06-01T00:00:00Z'),
      is_hot: 1,
    });

    const badRoom = JSON.stringify({
      rooms: [{ roomId: 'X-1', nodeId: 'NOPE-1', roomName: 'X', minBet: 1, maxPlayers: 2 }],
      games: [{ nodeId: 'x' }],
    });
    const error = await expectImportError(
      importCatalogue(repos(), rowsFromJson(badRoom, 'bad.json'), platform.clock.now()),
    );
    expect(error.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'bad.json games', line: 1, field: 'gameId' }),
        expect.objectContaining({ source: 'bad.json rooms', line: 1, field: 'nodeId', message: 'unknown game NOPE-1' }),
      ]),
    );
    expect(await repos().pvpRooms.find('X-1')).toBeUndefined();
  });

  it('reports malformed JSON and unknown CSV columns', async () => {
    expect(() => rowsFromJson('{ nope', 'broken.json')).toThrow(CatalogueImportError);
    const raw = rowsFromCsv(
      'nodeId,gameId,vassalage,gameType,gameName,minBet,minLineNum,colour\nZ-1,z,NEWV,RNG,Z,1,1,red\n',
      'games',
      'extra.csv',
    );
    const error = await expectImportError(importCatalogue(repos(), raw, platform.clock.now()));
    expect(error.problems).toEqual([expect.objectContaining({ line: 2, field: 'colour' })]);
    expect(emptyRawCatalogue()).toEqual({ vendors: [], classifications: [], games: [], rooms: [] });
  });

  it('seeds the full demo catalogue (10,000 slot games) into a new tenant database', async () => {
    const full = await startPlatform({ engine, config: { demoSlotGames: 10_000 } });
    try {
      const list = await full.client(LOTUS).call('getGameList', { gameType: 'RNG', pageSize: 1 });
      expect(list.body.value!.total).toBe(10_000 + 2 + 6);
      const perVendor = await full
        .client(LOTUS)
        .call('getGameList', { vassalage: DEMO_SLOT_VENDORS[0]!.vassalage, pageSize: 1 });
      expect(perVendor.body.value!.total).toBe(10_000 / DEMO_SLOT_VENDORS.length);
    } finally {
      await full.close();
    }
  }, 120_000);
});

describe('import-catalogue command', () => {
  it('reports bad rows with file, line and field and exits 1 without touching a database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-cli-'));
    const file = join(dir, 'games.csv');
    writeFileSync(
      file,
      'nodeId,gameId,vassalage,gameType,gameName,minBet,minLineNum\nA-1,a,PG,RNG,Ok,1,1\nA-2,a,PG,NOPE,Bad,1,1\n',
    );
    const run = promisify(execFile);
    const error = (await run(
      process.execPath,
      [
        '--conditions=@portal/source',
        '--import',
        'tsx',
        'scripts/import-catalogue.ts',
        '--merchant',
        'AUR',
        '--games',
        file,
      ],
      {
        cwd: join(import.meta.dirname, '..'),
        env: { ...process.env, DATA_DIR: dir },
      },
    ).then(
      () => undefined,
      (e: unknown) => e,
    )) as { code: number; stderr: string } | undefined;
    // Schema problems are found before the database is opened.
    expect(error?.code).toBe(1);
    expect(error?.stderr).toContain(`${file}, line 3, field gameType:`);
  }, 60_000);
});
