// Catalogue rows as the wire shows them (wire notes "Lobby, launch, wallet"): a game, a vendor
// card, and the icon paths the portal prefixes with an image CDN of the tenant configuration.
import { createHash } from 'node:crypto';
import type { Game, VendorCard } from '@portal/contracts';
import type { GameRow, GameVendorsTable } from '../../db/schema';
import { toMajor } from '../../lib/money';

/** Where generated thumbnails are served (routes/games/thumbnails.ts). */
export const THUMBNAIL_PREFIX = '/wps/thumbs';

/**
 * The path of a generated thumbnail. A short hash of what the picture shows is part of the path,
 * so the image can be cached forever (immutable): a renamed game gets a new path.
 */
export function thumbnailPath(
  merchantCode: string,
  kind: 'game' | 'vendor',
  id: string,
  shows: readonly string[],
): string {
  const version = createHash('sha256').update(shows.join('\u0001')).digest('base64url').slice(0, 10);
  return `${THUMBNAIL_PREFIX}/${merchantCode}/${kind}/${encodeURIComponent(id)}.${version}.webp`;
}

export function gameThumbnailShows(row: Pick<GameRow, 'game_name' | 'vassalage' | 'game_type'>): string[] {
  return [row.game_name, row.vassalage, row.game_type];
}

export function vendorThumbnailShows(row: Pick<GameVendorsTable, 'display_name' | 'lane'>): string[] {
  return [row.display_name, row.lane];
}

export function maintenanceOf(
  row: Pick<GameRow, 'maintenance_start' | 'maintenance_end'>,
): { maintainTime: number; endTime: number } | null {
  if (row.maintenance_start === null || row.maintenance_end === null) return null;
  return { maintainTime: row.maintenance_start, endTime: row.maintenance_end };
}

/** Under maintenance at `now`: inside its window. */
export function isUnderMaintenance(row: Pick<GameRow, 'maintenance_start' | 'maintenance_end'>, now: number): boolean {
  const window = maintenanceOf(row);
  return window !== null && now >= window.maintainTime && now < window.endTime;
}

export function toGame(merchantCode: string, row: GameRow, now: number): Game {
  const window = maintenanceOf(row);
  return {
    nodeId: row.node_id,
    gameId: row.game_id,
    gameName: row.game_name,
    gameType: row.game_type,
    vassalage: row.vassalage,
    vendor: row.vassalage,
    gameClassify: row.game_classify,
    minBet: toMajor(row.min_bet_minor),
    minLineNum: row.min_line_num,
    iconUrl: row.icon_path ?? thumbnailPath(merchantCode, 'game', row.node_id, gameThumbnailShows(row)),
    isGame: row.is_game,
    code: row.code,
    defaultPlayType: row.default_play_type,
    accountTypeName: row.account_type_name,
    gameCode: row.game_code,
    isHot: row.is_hot === 1 ? 1 : 0,
    // Announced or current windows are shown; a past one is not.
    maintenance: window && window.endTime > now ? window : null,
  };
}

export function toVendorCard(
  merchantCode: string,
  row: GameVendorsTable,
  extra: { gameCount: number; nodeId: string | null },
): VendorCard {
  const icon = row.icon_path ?? thumbnailPath(merchantCode, 'vendor', row.vassalage, vendorThumbnailShows(row));
  return {
    vassalage: row.vassalage,
    displayName: row.display_name,
    gameType: row.lane,
    isHot: row.is_hot === 1 ? 1 : 0,
    iconUrl: icon,
    logoUrl: icon,
    accountTypeName: row.account_type_name,
    isGame: row.is_game,
    sort: row.sort,
    gameCount: extra.gameCount,
    nodeId: extra.nodeId,
  };
}
