// Loading an operator's catalogue (vendors, classifications, games, PVP rooms) from JSON or CSV:
// every row is validated against the contracts' catalogue schemas and cross-checked (a game's
// vendor, a room's game), every bad row is reported by line and field, and the import writes
// nothing unless every row is good — then all of it in one transaction, upserting by merchant +
// id, so running the same file twice changes nothing.
import {
  catalogueClassificationSchema,
  catalogueFileSchema,
  catalogueGameSchema,
  catalogueRoomSchema,
  catalogueVendorSchema,
  type CatalogueClassification,
  type CatalogueGame,
  type CatalogueRoom,
  type CatalogueVendor,
} from '@portal/contracts';
import { parse as parseCsv } from 'csv-parse/sync';
import type { z } from 'zod';
import type { NewGame } from '../../db/schema';
import { toMinor } from '../../lib/money';
import { searchKey } from '../../lib/search-key';
import type { TenantRepositories } from '../../repositories/index';

export type CatalogueSection = 'vendors' | 'classifications' | 'games' | 'rooms';

export interface CatalogueProblem {
  /** The file (or JSON list) the row came from. */
  source: string;
  /** CSV: the line in the file (the header is line 1). JSON: the 1-based position in its list. */
  line: number;
  /** The field at fault ('' for the row as a whole). */
  field: string;
  message: string;
}

export interface CatalogueRows {
  vendors: { line: number; source: string; row: CatalogueVendor }[];
  classifications: { line: number; source: string; row: CatalogueClassification }[];
  games: { line: number; source: string; row: CatalogueGame }[];
  rooms: { line: number; source: string; row: CatalogueRoom }[];
}

export interface CatalogueImportResult {
  vendors: number;
  classifications: number;
  games: number;
  rooms: number;
}

export class CatalogueImportError extends Error {
  override readonly name = 'CatalogueImportError';
  constructor(readonly problems: CatalogueProblem[]) {
    super(`${problems.length} bad row(s) in the catalogue; nothing was imported`);
  }
}

const SCHEMAS = {
  vendors: catalogueVendorSchema,
  classifications: catalogueClassificationSchema,
  games: catalogueGameSchema,
  rooms: catalogueRoomSchema,
} as const satisfies Record<CatalogueSection, z.ZodType>;

/** One raw row with where it came from. */
export interface RawRow {
  source: string;
  line: number;
  value: unknown;
}

export type RawCatalogue = Record<CatalogueSection, RawRow[]>;

export function emptyRawCatalogue(): RawCatalogue {
  return { vendors: [], classifications: [], games: [], rooms: [] };
}

/** Rows of a JSON catalogue file `{ vendors?, classifications?, games?, rooms? }`. */
export function rowsFromJson(text: string, source: string, into: RawCatalogue = emptyRawCatalogue()): RawCatalogue {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CatalogueImportError([
      { source, line: 0, field: '', message: `not valid JSON: ${(error as Error).message}` },
    ]);
  }
  const file = catalogueFileSchema.safeParse(data);
  if (!file.success) {
    throw new CatalogueImportError(
      file.error.issues.map((issue) => ({ source, line: 0, field: issue.path.join('.'), message: issue.message })),
    );
  }
  for (const section of Object.keys(SCHEMAS) as CatalogueSection[]) {
    file.data[section].forEach((value, index) =>
      into[section].push({ source: `${source} ${section}`, line: index + 1, value }),
    );
  }
  return into;
}

/** Rows of one CSV file (a header line naming the fields, then one row per line). */
export function rowsFromCsv(
  text: string,
  section: CatalogueSection,
  source: string,
  into: RawCatalogue = emptyRawCatalogue(),
): RawCatalogue {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parseCsv(text, {
      columns: true,
      bom: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as typeof records;
  } catch (error) {
    const e = error as Error & { lines?: number };
    throw new CatalogueImportError([{ source, line: e.lines ?? 0, field: '', message: `not valid CSV: ${e.message}` }]);
  }
  for (const { record, info } of records) into[section].push({ source, line: info.lines, value: record });
  return into;
}

/** Validates every row against its schema; returns the rows and every problem found. */
export function validateCatalogue(raw: RawCatalogue): { rows: CatalogueRows; problems: CatalogueProblem[] } {
  const problems: CatalogueProblem[] = [];
  const rows: CatalogueRows = { vendors: [], classifications: [], games: [], rooms: [] };
  for (const section of Object.keys(SCHEMAS) as CatalogueSection[]) {
    const schema = SCHEMAS[section] as z.ZodType;
    for (const raw_ of raw[section]) {
      const parsed = schema.safeParse(raw_.value);
      if (parsed.success)
        (rows[section] as { line: number; source: string; row: unknown }[]).push({
          line: raw_.line,
          source: raw_.source,
          row: parsed.data,
        });
      else
        for (const issue of parsed.error.issues)
          problems.push({
            source: raw_.source,
            line: raw_.line,
            field: issue.path.join('.') || ((issue as { keys?: string[] }).keys ?? []).join(','),
            message: issue.message,
          });
    }
  }
  const duplicate = <T>(
    section: CatalogueSection,
    list: { line: number; source: string; row: T }[],
    key: (row: T) => string,
    field: string,
  ) => {
    const seen = new Map<string, number>();
    for (const item of list) {
      const k = key(item.row);
      const first = seen.get(k);
      if (first !== undefined)
        problems.push({
          source: item.source,
          line: item.line,
          field,
          message: `${section}: ${k} is already on line ${first}`,
        });
      else seen.set(k, item.line);
    }
  };
  duplicate('vendors', rows.vendors, (r) => r.vassalage, 'vassalage');
  duplicate('classifications', rows.classifications, (r) => r.key, 'key');
  duplicate('games', rows.games, (r) => r.nodeId, 'nodeId');
  duplicate('rooms', rows.rooms, (r) => r.roomId, 'roomId');
  return { rows, problems };
}

export function gameRecord(row: CatalogueGame, sort: number, now: number): Omit<NewGame, 'merchant_code'> {
  return {
    node_id: row.nodeId,
    game_id: row.gameId,
    vassalage: row.vassalage,
    game_type: row.gameType,
    game_classify: row.gameClassify ?? null,
    game_name: row.gameName,
    name_key: searchKey(row.gameName),
    min_bet_minor: toMinor(row.minBet),
    min_line_num: row.minLineNum,
    icon_path: row.iconPath ?? null,
    is_hot: row.isHot,
    is_game: row.isGame ?? null,
    code: row.code ?? null,
    default_play_type: row.defaultPlayType ?? null,
    account_type_name: row.accountTypeName ?? null,
    game_code: row.gameCode ?? null,
    sort: row.sort ?? sort,
    maintenance_start: row.maintenanceStart ?? null,
    maintenance_end: row.maintenanceEnd ?? null,
    updated_at: now,
  };
}

/**
 * Imports validated raw rows into one tenant: all or nothing. Throws CatalogueImportError with
 * every problem (schema, duplicates, a game whose vendor is neither in the file nor in the tenant,
 * a room whose game is in neither) before writing anything.
 */
export async function importCatalogue(
  repos: TenantRepositories,
  raw: RawCatalogue,
  now: number,
): Promise<CatalogueImportResult> {
  const { rows, problems } = validateCatalogue(raw);
  return repos.transaction(async (trx) => {
    const knownVendors = new Set([
      ...(await trx.vendors.all()).map((v) => v.vassalage),
      ...rows.vendors.map((v) => v.row.vassalage),
    ]);
    for (const game of rows.games) {
      if (!knownVendors.has(game.row.vassalage))
        problems.push({
          source: game.source,
          line: game.line,
          field: 'vassalage',
          message: `unknown vendor ${game.row.vassalage}`,
        });
    }
    const fileGames = new Set(rows.games.map((g) => g.row.nodeId));
    const missing = rows.rooms.filter((r) => !fileGames.has(r.row.nodeId));
    const stored = new Set(
      (await trx.games.byNodeIds([...new Set(missing.map((r) => r.row.nodeId))])).map((g) => g.node_id),
    );
    for (const room of missing) {
      if (!stored.has(room.row.nodeId))
        problems.push({
          source: room.source,
          line: room.line,
          field: 'nodeId',
          message: `unknown game ${room.row.nodeId}`,
        });
    }
    if (problems.length)
      throw new CatalogueImportError(problems.sort((a, b) => a.source.localeCompare(b.source) || a.line - b.line));

    await trx.vendors.upsertMany(
      rows.vendors.map(({ row }) => ({
        vassalage: row.vassalage,
        display_name: row.displayName,
        lane: row.lane,
        is_hot: row.isHot,
        icon_path: row.iconPath ?? null,
        account_type_name: row.accountTypeName ?? null,
        is_game: row.isGame ?? null,
        sort: row.sort,
        updated_at: now,
      })),
    );
    // Classifications a game names but no row describes are created with their key as the name.
    const described = new Set(rows.classifications.map((c) => c.row.key));
    const named = [
      ...new Set(rows.games.map((g) => g.row.gameClassify).filter((k): k is string => !!k && !described.has(k))),
    ];
    const existing = new Set((await trx.classifications.all()).map((c) => c.key));
    await trx.classifications.upsertMany([
      ...rows.classifications.map(({ row }) => ({ key: row.key, display_name: row.displayName, sort: row.sort })),
      ...named.filter((k) => !existing.has(k)).map((key) => ({ key, display_name: key, sort: 1000 })),
    ]);
    await trx.games.upsertMany(rows.games.map(({ row, line }) => gameRecord(row, line, now)));
    await trx.pvpRooms.upsertMany(
      rows.rooms.map(({ row }) => ({
        room_id: row.roomId,
        node_id: row.nodeId,
        room_name: row.roomName,
        min_bet_minor: toMinor(row.minBet),
        max_players: row.maxPlayers,
        player_count: 0,
      })),
    );
    return {
      vendors: rows.vendors.length,
      classifications: rows.classifications.length,
      games: rows.games.length,
      rooms: rows.rooms.length,
    };
  });
}

export function describeProblem(p: CatalogueProblem): string {
  return `${p.source}, line ${p.line}${p.field ? `, field ${p.field}` : ''}: ${p.message}`;
}
