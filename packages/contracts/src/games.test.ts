import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_PAGE_SIZE } from './game-lanes';
import {
  catalogueGameSchema,
  catalogueVendorSchema,
  favoriteChangeRequestSchema,
  gameListRequestSchema,
  launchGameRequestSchema,
  launchGameValueSchema,
} from './games';

describe('lobby request schemas', () => {
  it('defaults the game list to page 1 of 42 and coerces query strings', () => {
    expect(gameListRequestSchema.parse({})).toMatchObject({ pageNo: 1, pageSize: DEFAULT_GAME_PAGE_SIZE });
    expect(
      gameListRequestSchema.parse({ minBet: '0.5', minLineNum: '25', pageNo: '3', clientType: '3' }),
    ).toMatchObject({ minBet: 0.5, minLineNum: 25, pageNo: 3, clientType: 3 });
    expect(gameListRequestSchema.safeParse({ pageSize: '1000' }).success).toBe(false);
  });
  it('requires launchMode GLS on a launch and refuses a session token in its query', () => {
    const launch = { nodeId: 'PG-00001', vassalage: 'PG', launchMode: 'GLS' };
    expect(launchGameRequestSchema.parse(launch)).toMatchObject({
      accountType: 1,
      confirmTrans: 0,
      clientType: 3,
      platform: 'html5-desktop',
    });
    const { launchMode: _mode, ...withoutMode } = launch;
    expect(launchGameRequestSchema.safeParse(withoutMode).success).toBe(false);
    expect(launchGameRequestSchema.safeParse({ ...launch, launchMode: 'LOTT' }).success).toBe(false);
    expect(launchGameRequestSchema.safeParse({ ...launch, token: 'abc' }).success).toBe(false);
  });
  it('takes a launch answer with game_url, game_url2 or both, not with neither', () => {
    for (const content of [{ game_url: '/a' }, { game_url2: '/b' }, { game_url: '/a', game_url2: '/b' }])
      expect(launchGameValueSchema.safeParse({ content }).success).toBe(true);
    expect(launchGameValueSchema.safeParse({ content: {} }).success).toBe(false);
    expect(launchGameValueSchema.safeParse({ content: { game_url: '' } }).success).toBe(false);
  });
  it('checks favourite changes', () => {
    expect(favoriteChangeRequestSchema.safeParse({ nodeId: 'PG-00001', vendor: 'PG', gameType: 'RNG' }).success).toBe(
      true,
    );
    expect(favoriteChangeRequestSchema.safeParse({ nodeId: 'PG 1; drop', vendor: 'PG', gameType: 'RNG' }).success).toBe(
      false,
    );
  });
});

describe('catalogue rows', () => {
  it('reads CSV cells: empty is absent, flags and numbers from text, lanes in any case', () => {
    const game = catalogueGameSchema.parse({
      nodeId: 'PG-1',
      gameId: 'pg1',
      vassalage: 'PG',
      gameType: 'rng',
      gameName: 'Vương',
      minBet: '0.2',
      minLineNum: '25',
      isHot: '1',
      gameClassify: '',
      maintenanceStart: '',
      maintenanceEnd: '',
    });
    expect(game).toMatchObject({ gameType: 'RNG', minBet: 0.2, minLineNum: 25, isHot: 1 });
    expect(game.gameClassify).toBeUndefined();
    expect(
      catalogueVendorSchema.parse({ vassalage: 'PG', displayName: 'PG Soft', lane: 'rng', sort: '3', isHot: 'true' }),
    ).toMatchObject({ lane: 'RNG', sort: 3, isHot: 1 });
  });
  it('names the field at fault', () => {
    const result = catalogueGameSchema.safeParse({
      nodeId: 'PG-1',
      gameId: 'pg1',
      vassalage: 'PG',
      gameType: 'SLOTS',
      gameName: 'x',
      minBet: '-1',
      minLineNum: '1',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['gameType', 'minBet']);
  });
  it('wants a maintenance window whole and in order', () => {
    const base = {
      nodeId: 'PG-1',
      gameId: 'pg1',
      vassalage: 'PG',
      gameType: 'RNG',
      gameName: 'x',
      minBet: 1,
      minLineNum: 1,
    };
    expect(catalogueGameSchema.safeParse({ ...base, maintenanceStart: 10 }).success).toBe(false);
    expect(catalogueGameSchema.safeParse({ ...base, maintenanceStart: 10, maintenanceEnd: 5 }).success).toBe(false);
    expect(
      catalogueGameSchema.parse({
        ...base,
        maintenanceStart: '2026-06-01T00:00:00Z',
        maintenanceEnd: 1_780_300_800_000,
      }).maintenanceStart,
    ).toBe(Date.parse('2026-06-01T00:00:00Z'));
  });
});
