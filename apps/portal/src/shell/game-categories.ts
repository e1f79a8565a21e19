// The game categories of the side menu, in the spec's order, with the route each opens.
// ── PLUG-IN POINT (lobby) ─────────────────────────────────────────────────────────────────────
// The spec shows only categories that have vendors, in the vendor sorting list's order, each with
// a child list of vendors. When @portal/feature-lobby lands, the side menu takes its categories
// from the vendor call instead of this fixed list.
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
