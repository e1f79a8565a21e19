export { GameTile, type GameTileFavourite, type GameTileProps } from './game-tile';
