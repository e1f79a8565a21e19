// The lobby's platform answers, shared by the tests (render.tsx) and the stories (stories.tsx).
import type { VendorCard } from '@portal/contracts';

/** A game as the platform answers it. */
export function game(nodeId: string, gameName: string, extra: Record<string, unknown> = {}) {
  return {
    nodeId,
    gameId: nodeId,
    gameName,
    gameType: 'RNG',
    vassalage: 'PG',
    gameClassify: null,
    minBet: 1,
    minLineNum: 25,
    iconUrl: `/games/${nodeId}.png`,
    isGame: null,
    code: null,
    defaultPlayType: null,
    accountTypeName: null,
    gameCode: null,
    isHot: 0,
    ...extra,
  };
}

export function card(
  vassalage: string,
  displayName: string,
  sort: number,
  extra: Partial<VendorCard> = {},
): VendorCard {
  return {
    vassalage,
    displayName,
    gameType: 'RNG',
    isHot: 0,
    iconUrl: `/vendors/${vassalage}.png`,
    accountTypeName: null,
    isGame: null,
    sort,
    nodeId: null,
    ...extra,
  };
}

export const VENDORS = {
  data: {
    lanes: [
      {
        title: 'RNG',
        cards: [card('PG', 'PG Soft', 2), card('JILI', 'JILI', 1)],
        gameClassify: [{ key: 'slot', displayName: 'Video slots', gameCount: 2 }],
      },
      {
        title: 'SPORTS',
        cards: [
          card('SBO', 'SBOBET', 5, { gameType: 'SPORTS' }),
          card('IMES', 'IM Esports', 6, { gameType: 'SPORTS' }),
          card('SV3', 'SV388', 7, { gameType: 'SPORTS' }),
        ],
        gameClassify: [],
      },
      { title: 'LIVE', cards: [], gameClassify: [] },
    ],
  },
};
