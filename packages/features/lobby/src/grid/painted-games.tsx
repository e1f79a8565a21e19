// The grid's first games in the build's first paint (FIRST_PAINT_GAMES in @portal/contracts): while
// the build renders a page, a grid with no games yet holds a <template> of one tile whose game is the
// placeholders, marked with the grid's first request; the platform fills it with that request's first
// games when it serves the page. Rendered only on the server: in the browser a grid waiting for its
// games shows its loading state as before.
import { FIRST_PAINT_GAMES, type Game } from '@portal/contracts';
import { useSyncExternalStore } from 'react';
import { LobbyGameTile, useGameTileData } from './lobby-game-tile';
import { firstChunk, type GameFilters } from './use-game-chunks';

const { name, vendor, picture } = FIRST_PAINT_GAMES.placeholders;

/** A game whose name, vendor and picture are the platform's placeholders (no badge, no minimum bet). */
const PLACEHOLDER_GAME: Game = {
  nodeId: name,
  gameId: name,
  gameName: name,
  gameType: '',
  vassalage: vendor,
  gameClassify: null,
  minBet: 0,
  minLineNum: 0,
  iconUrl: picture,
  isGame: null,
  code: null,
  defaultPlayType: null,
  accountTypeName: null,
  gameCode: null,
  isHot: 0,
};

const subscribeNever = () => () => undefined;

/** True while React renders on the server (the build's first paint), false in the browser. */
export function useServerRender(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

function ignore() {}

/** The first-paint cells of a grid showing `filters` (GameGrid's `firstPaintRow`, given on the server only). */
export function PaintedGames({ filters }: { filters: GameFilters }) {
  const tileData = useGameTileData();
  return (
    <template {...{ [FIRST_PAINT_GAMES.attribute]: JSON.stringify(firstChunk(filters)) }}>
      <div role="gridcell">
        <LobbyGameTile {...tileData(PLACEHOLDER_GAME)} imagePriority onLaunch={ignore} tabIndex={-1} />
      </div>
    </template>
  );
}
