// The games catalogue of one tenant: vendors, classifications, games and PVP rooms. Operator
// data, written by the import command and the demo seed (upserts keyed by merchant + id, each
// bumping the tenant's catalogue version), read by the lobby calls. Every query is scoped by the
// merchant code.
import type { Insertable } from 'kysely';
import type { GameClassificationsTable, GameRow, GameVendorsTable, NewGame, PvpRoomsTable } from '../db/schema';
import { coalescedRowByKey } from '../db/coalesced-read';
import { compiledOnce, compiledOnceForLists } from '../db/compiled-once';
import type { Executor } from './executor';

/** Games by node id: every launch and round (one statement for a turn's calls: db/coalesced-read.ts). */
const gamesByNodeId = compiledOnceForLists(1, (db, [merchantCode]: [merchantCode: string], nodeIds: string[]) =>
  db.selectFrom('games').selectAll().where('merchant_code', '=', merchantCode).where('node_id', 'in', nodeIds),
);

/** Rows per INSERT: far below both engines' bound on statement parameters. */
const BATCH = 400;

/**
 * Bumps the tenant's catalogue version, in the caller's transaction: every write to vendors,
 * classifications or games (a maintenance window included) does, so what the lobby keeps of the
 * catalogue is read again.
 */
async function bumpCatalogueVersion(db: Executor, merchantCode: string): Promise<void> {
  await db
    .insertInto('catalogue_versions')
    .values({ merchant_code: merchantCode, version: 1 })
    .onConflict((oc) =>
      oc.column('merchant_code').doUpdateSet((eb) => ({ version: eb('catalogue_versions.version', '+', 1) })),
    )
    .execute();
}

const catalogueVersionOf = compiledOnce((db, merchantCode: string) =>
  db.selectFrom('catalogue_versions').select('version').where('merchant_code', '=', merchantCode),
);

export function catalogueVersionRepository(db: Executor, merchantCode: string) {
  return {
    /** The tenant's catalogue version (0 before its first write). */
    async get(): Promise<number> {
      // Every lobby read asks this (one primary-key row): compiled once, so no query tree is built
      // and compiled per call (a measurable share of a cached read), and prepared on PostgreSQL.
      const row = await catalogueVersionOf.first(db, merchantCode);
      return row?.version ?? 0;
    },
  };
}

function chunks<T>(rows: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export function gamesRepository(db: Executor, merchantCode: string) {
  const byNodeId = coalescedRowByKey(db, merchantCode, gamesByNodeId, (row) => row.node_id);
  return {
    /** One game by its node id (the catalogue key), or undefined. */
    findByNodeId(nodeId: string): Promise<GameRow | undefined> {
      return byNodeId(nodeId);
    },
    async byNodeIds(nodeIds: readonly string[]): Promise<GameRow[]> {
      if (!nodeIds.length) return [];
      const rows: GameRow[] = [];
      for (const part of chunks(nodeIds)) {
        rows.push(
          ...(await db
            .selectFrom('games')
            .selectAll()
            .where('merchant_code', '=', merchantCode)
            .where('node_id', 'in', part)
            .execute()),
        );
      }
      return rows;
    },
    /** Every game in catalogue order (sort, then node id): the lobby's in-memory index. */
    async inCatalogueOrder(): Promise<GameRow[]> {
      return db
        .selectFrom('games')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .orderBy('sort')
        .orderBy('node_id')
        .execute();
    },
    /** Games per lane, vendor and classification (the lanes' and vendors' tab counts). */
    async counts(): Promise<{ gameType: string; vassalage: string; gameClassify: string | null; count: number }[]> {
      const rows = await db
        .selectFrom('games')
        .select(['game_type', 'vassalage', 'game_classify'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('merchant_code', '=', merchantCode)
        .groupBy(['game_type', 'vassalage', 'game_classify'])
        .execute();
      return rows.map((r) => ({
        gameType: r.game_type,
        vassalage: r.vassalage,
        gameClassify: r.game_classify,
        count: r.n,
      }));
    },
    /** The first game of each vendor (its side-menu launch target). */
    async firstOfEachVendor(): Promise<Map<string, string>> {
      const rows = await db
        .selectFrom('games')
        .select(['vassalage', (eb) => eb.fn.min<string>('node_id').as('node_id')])
        .where('merchant_code', '=', merchantCode)
        .groupBy('vassalage')
        .execute();
      return new Map(rows.map((r) => [r.vassalage, r.node_id]));
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('games')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('merchant_code', '=', merchantCode)
        .executeTakeFirstOrThrow();
      return row.n;
    },
    /** Inserts or replaces games by node id, in batches (the caller opens the transaction). */
    async upsertMany(games: readonly Omit<NewGame, 'merchant_code'>[]): Promise<void> {
      for (const part of chunks(games)) {
        await db
          .insertInto('games')
          .values(part.map((g) => ({ ...g, merchant_code: merchantCode })))
          .onConflict((oc) =>
            oc.columns(['merchant_code', 'node_id']).doUpdateSet((eb) => ({
              game_id: eb.ref('excluded.game_id'),
              vassalage: eb.ref('excluded.vassalage'),
              game_type: eb.ref('excluded.game_type'),
              game_classify: eb.ref('excluded.game_classify'),
              game_name: eb.ref('excluded.game_name'),
              name_key: eb.ref('excluded.name_key'),
              min_bet_minor: eb.ref('excluded.min_bet_minor'),
              min_line_num: eb.ref('excluded.min_line_num'),
              icon_path: eb.ref('excluded.icon_path'),
              is_hot: eb.ref('excluded.is_hot'),
              is_game: eb.ref('excluded.is_game'),
              code: eb.ref('excluded.code'),
              default_play_type: eb.ref('excluded.default_play_type'),
              account_type_name: eb.ref('excluded.account_type_name'),
              game_code: eb.ref('excluded.game_code'),
              sort: eb.ref('excluded.sort'),
              maintenance_start: eb.ref('excluded.maintenance_start'),
              maintenance_end: eb.ref('excluded.maintenance_end'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      }
      await bumpCatalogueVersion(db, merchantCode);
    },
    /** Sets or clears a game's maintenance window (operators' tooling and tests). */
    async setMaintenance(nodeId: string, window: { start: number; end: number } | null, now: number): Promise<void> {
      await db
        .updateTable('games')
        .set({ maintenance_start: window?.start ?? null, maintenance_end: window?.end ?? null, updated_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('node_id', '=', nodeId)
        .execute();
      await bumpCatalogueVersion(db, merchantCode);
    },
  };
}

export function vendorsRepository(db: Executor, merchantCode: string) {
  return {
    async all(): Promise<GameVendorsTable[]> {
      return db
        .selectFrom('game_vendors')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .orderBy('sort')
        .orderBy('vassalage')
        .execute();
    },
    async find(vassalage: string): Promise<GameVendorsTable | undefined> {
      return db
        .selectFrom('game_vendors')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('vassalage', '=', vassalage)
        .executeTakeFirst();
    },
    async upsertMany(vendors: readonly Omit<Insertable<GameVendorsTable>, 'merchant_code'>[]): Promise<void> {
      for (const part of chunks(vendors)) {
        await db
          .insertInto('game_vendors')
          .values(part.map((v) => ({ ...v, merchant_code: merchantCode })))
          .onConflict((oc) =>
            oc.columns(['merchant_code', 'vassalage']).doUpdateSet((eb) => ({
              display_name: eb.ref('excluded.display_name'),
              lane: eb.ref('excluded.lane'),
              is_hot: eb.ref('excluded.is_hot'),
              icon_path: eb.ref('excluded.icon_path'),
              account_type_name: eb.ref('excluded.account_type_name'),
              is_game: eb.ref('excluded.is_game'),
              sort: eb.ref('excluded.sort'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      }
      await bumpCatalogueVersion(db, merchantCode);
    },
  };
}

export function classificationsRepository(db: Executor, merchantCode: string) {
  return {
    async all(): Promise<GameClassificationsTable[]> {
      return db
        .selectFrom('game_classifications')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .orderBy('sort')
        .orderBy('key')
        .execute();
    },
    async upsertMany(rows: readonly Omit<GameClassificationsTable, 'merchant_code'>[]): Promise<void> {
      for (const part of chunks(rows)) {
        await db
          .insertInto('game_classifications')
          .values(part.map((r) => ({ ...r, merchant_code: merchantCode })))
          .onConflict((oc) =>
            oc
              .columns(['merchant_code', 'key'])
              .doUpdateSet((eb) => ({ display_name: eb.ref('excluded.display_name'), sort: eb.ref('excluded.sort') })),
          )
          .execute();
      }
      await bumpCatalogueVersion(db, merchantCode);
    },
  };
}

export function pvpRoomsRepository(db: Executor, merchantCode: string) {
  return {
    /** Rooms with their game's name and vendor, optionally of one vendor or game. */
    async list(filter: { vassalage?: string | undefined; nodeId?: string | undefined }) {
      let query = db
        .selectFrom('pvp_rooms as r')
        .innerJoin('games as g', (join) =>
          join.onRef('g.merchant_code', '=', 'r.merchant_code').onRef('g.node_id', '=', 'r.node_id'),
        )
        .select([
          'r.room_id',
          'r.room_name',
          'r.node_id',
          'r.min_bet_minor',
          'r.max_players',
          'r.player_count',
          'g.game_name',
          'g.vassalage',
        ])
        .where('r.merchant_code', '=', merchantCode);
      if (filter.vassalage) query = query.where('g.vassalage', '=', filter.vassalage);
      if (filter.nodeId) query = query.where('r.node_id', '=', filter.nodeId);
      return query.orderBy('g.sort').orderBy('r.room_id').execute();
    },
    async find(roomId: string): Promise<PvpRoomsTable | undefined> {
      return db
        .selectFrom('pvp_rooms')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('room_id', '=', roomId)
        .executeTakeFirst();
    },
    async upsertMany(rows: readonly Omit<PvpRoomsTable, 'merchant_code'>[]): Promise<void> {
      for (const part of chunks(rows)) {
        await db
          .insertInto('pvp_rooms')
          .values(part.map((r) => ({ ...r, merchant_code: merchantCode })))
          .onConflict((oc) =>
            oc.columns(['merchant_code', 'room_id']).doUpdateSet((eb) => ({
              node_id: eb.ref('excluded.node_id'),
              room_name: eb.ref('excluded.room_name'),
              min_bet_minor: eb.ref('excluded.min_bet_minor'),
              max_players: eb.ref('excluded.max_players'),
            })),
          )
          .execute();
      }
    },
  };
}
