export { GameGrid, type GameGridCell, type GameGridProps } from './game-grid';
export { nextGridIndex } from './grid-navigation';
