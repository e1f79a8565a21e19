// The game categories in the spec's order, with the route each opens: the home page's entry
// points, and the side menu's stand-in until the vendor call answers. The side menu then shows
// @portal/feature-lobby's categories instead (side-menu-categories.tsx): only categories that
// have vendors, in the vendor sorting list's order, each with a child list of vendors.
export type GameCategoryId = 'ELOTT' | 'LOTT' | 'LIVE' | 'SPORTS' | 'FISH' | 'RNG' | 'PVP' | 'ESPORTS';

export interface GameCategory {
  id: GameCategoryId;
  path: string;
}

export const GAME_CATEGORIES: readonly GameCategory[] = [
  { id: 'ELOTT', path: '/elott' },
  { id: 'LOTT', path: '/lottery' },
  { id: 'LIVE', path: '/live' },
  { id: 'SPORTS', path: '/sports' },
  { id: 'FISH', path: '/fish' },
  { id: 'RNG', path: '/rng' },
  { id: 'PVP', path: '/pvp' },
  { id: 'ESPORTS', path: '/esports' },
];
