import { describe, expect, it, vi } from 'vitest';
import type { GameRow } from '../../db/schema';
import type { TenantRepositories } from '../../repositories/index';
import { GAME_INDEX_TENANTS, GameIndex } from './game-index';

const row = (n: number, extra: Partial<GameRow> = {}): GameRow => ({
  node_id: `G-${String(n).padStart(3, '0')}`,
  game_type: 'RNG',
  vassalage: n % 2 ? 'PG' : 'JILI',
  game_classify: null,
  name_key: n % 3 ? `lucky ${n}` : `dragon ${n}`,
  min_bet_minor: 100 * (n % 5),
  min_line_num: 0,
  is_hot: n % 4 === 0 ? 1 : 0,
  merchant_code: 'AUR',
  game_id: `g${n}`,
  game_name: `Game ${n}`,
  icon_path: null,
  is_game: null,
  code: null,
  default_play_type: null,
  account_type_name: null,
  game_code: null,
  sort: n,
  maintenance_start: null,
  maintenance_end: null,
  updated_at: 0,
  ...extra,
});

/** A tenant whose games repository answers `rows` and counts its reads. */
function tenant(merchantCode: string, rows: GameRow[]) {
  const reads = vi.fn(async () => rows);
  return { repos: { merchantCode, games: { inCatalogueOrder: reads } } as unknown as TenantRepositories, reads };
}

describe('GameIndex', () => {
  const rows = Array.from({ length: 100 }, (_, i) => row(i + 1));

  it('pages the matches of a filter in catalogue order and counts them all', async () => {
    const { repos } = tenant('AUR', rows);
    const index = new GameIndex();
    const dragons = rows.filter((r) => r.name_key.includes('dragon')).map((r) => r.node_id);
    const nodeIds = ({ rows, total }: { rows: GameRow[]; total: number }) => ({
      nodeIds: rows.map((r) => r.node_id),
      total,
    });
    expect(nodeIds(await index.page(repos, 1, { nameKey: 'dragon' }, { offset: 0, limit: 10 }))).toEqual({
      nodeIds: dragons.slice(0, 10),
      total: dragons.length,
    });
    expect(nodeIds(await index.page(repos, 1, { nameKey: 'dragon' }, { offset: 30, limit: 10 }))).toEqual({
      nodeIds: dragons.slice(30),
      total: dragons.length,
    });
    const hotPgUpTo2 = rows.filter((r) => r.vassalage === 'PG' && r.is_hot === 1 && r.min_bet_minor <= 200);
    expect(
      (await index.page(repos, 1, { vassalages: ['PG'], hot: true, maxMinBetMinor: 200 }, { offset: 0, limit: 100 }))
        .rows,
    ).toEqual(hotPgUpTo2);
    expect(
      (await index.page(repos, 1, { excludeVassalages: ['PG'], gameType: 'RNG' }, { offset: 0, limit: 1 })).total,
    ).toBe(50);
  });

  it('reads a tenant once per catalogue version, concurrent first calls included', async () => {
    const { repos, reads } = tenant('AUR', rows);
    const index = new GameIndex();
    await Promise.all([
      index.page(repos, 1, {}, { offset: 0, limit: 1 }),
      index.page(repos, 1, { hot: true }, { offset: 0, limit: 1 }),
    ]);
    await index.page(repos, 1, {}, { offset: 42, limit: 42 });
    expect(reads).toHaveBeenCalledTimes(1);
    await index.page(repos, 2, {}, { offset: 0, limit: 1 });
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it(`keeps the ${GAME_INDEX_TENANTS} tenants used most recently`, async () => {
    const index = new GameIndex();
    const tenants = Array.from({ length: GAME_INDEX_TENANTS + 1 }, (_, i) => tenant(`T${i}`, rows));
    for (const t of tenants) await index.page(t.repos, 1, {}, { offset: 0, limit: 1 });
    // The first tenant was dropped for the last one: it is read again; the second is still held.
    await index.page(tenants[1]!.repos, 1, {}, { offset: 0, limit: 1 });
    await index.page(tenants[0]!.repos, 1, {}, { offset: 0, limit: 1 });
    expect(tenants[1]!.reads).toHaveBeenCalledTimes(1);
    expect(tenants[0]!.reads).toHaveBeenCalledTimes(2);
  });

  it("keeps a filter's matches only for its catalogue version, and apart from every other filter", async () => {
    const index = new GameIndex();
    const first = tenant('AUR', rows);
    const dragons = (version: number, repos: TenantRepositories) =>
      index.page(repos, version, { nameKey: 'dragon' }, { offset: 0, limit: 1000 });
    expect((await dragons(1, first.repos)).total).toBe(33);
    // The next version has one dragon left: the kept matches of version 1 are not answered.
    const next = tenant('AUR', [row(3), row(4)]);
    expect((await dragons(2, next.repos)).rows.map((r) => r.node_id)).toEqual(['G-003']);
    // Filters that differ in one field have their own matches.
    expect((await index.page(next.repos, 2, { vassalage: 'PG' }, { offset: 0, limit: 9 })).total).toBe(1);
    expect((await index.page(next.repos, 2, { vassalages: ['JILI'] }, { offset: 0, limit: 9 })).total).toBe(1);
    expect((await index.page(next.repos, 2, { excludeVassalages: ['PG'] }, { offset: 0, limit: 9 })).total).toBe(1);
    expect((await index.page(next.repos, 2, { hot: false }, { offset: 0, limit: 9 })).total).toBe(1);
  });

  it('reads again after a failed read', async () => {
    const { repos, reads } = tenant('AUR', rows);
    reads.mockRejectedValueOnce(new Error('connection lost'));
    const index = new GameIndex();
    await expect(index.page(repos, 1, {}, { offset: 0, limit: 1 })).rejects.toThrow('connection lost');
    expect((await index.page(repos, 1, {}, { offset: 0, limit: 1 })).total).toBe(100);
  });
});
