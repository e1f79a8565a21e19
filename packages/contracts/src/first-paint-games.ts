// The first games of a lobby grid in a page's first paint. The portal's build paints a grid that
// has no games yet with a row marked `attribute` (its value: the grid's first request, JSON) holding
// a <template> of one tile whose texts and picture are the placeholders below. The platform, when it
// serves the page, replaces the template with the first `count` games of that request, each a copy
// of the tile with the game put in (what the game list and the vendor list answer), so the first
// row paints with the page, pictures and all, instead of after the app has started and asked. The
// app loads the same answers before its first render (apps/portal/src/app/painted-games.ts), which
// then shows the same tiles in the same places.
export const FIRST_PAINT_GAMES = {
  /** The attribute of the painted row: the JSON of the grid's first game-list request. */
  attribute: 'data-painted-games',
  /** How many games the platform paints: a wide screen's first row, a phone's first screen. */
  count: 4,
  placeholders: {
    name: '%%GAME_NAME%%',
    vendor: '%%GAME_VENDOR%%',
    picture: '%%GAME_PICTURE%%',
  },
} as const;
