// The start's wait for a painted grid (FIRST_PAINT_GAMES): nothing without one; with one, the
// grid's first answer and the vendor list are in the store before the first render, and the
// painted pictures count as loaded.
import { setDefaultModuleFlags } from '@portal/api';
import { FIRST_PAINT_GAMES } from '@portal/contracts';
import { rememberLoadedImage } from '@portal/ui';
import { describe, expect, it, vi } from 'vitest';
import testTenant from '../testing/virtual-tenant';
import { loadPaintedGames } from './painted-games';
import { connectPlatform } from './platform';
import { createPortalStore } from './store';

vi.mock('@portal/ui', () => ({ rememberLoadedImage: vi.fn() }));

const GAME = {
  nodeId: 'PG-1',
  gameId: '1',
  gameName: 'Rồng Vàng',
  gameType: 'RNG',
  vassalage: 'PG',
  gameClassify: null,
  minBet: 1,
  minLineNum: 25,
  iconUrl: '/thumbs/pg-1.webp',
  isGame: null,
  code: null,
  defaultPlayType: null,
  accountTypeName: null,
  gameCode: null,
};

function platform(requests: string[]): typeof fetch {
  return async (input) => {
    const url = new URL(String(input), 'http://portal.test');
    requests.push(`${url.pathname}?${url.searchParams.get('gameType') ?? ''}`);
    const value = url.pathname.endsWith('GCSGAME_gameList')
      ? { games: [GAME], totalPages: 1, pageNo: 1, pageSize: 42, total: 1 }
      : { data: { lanes: [] } };
    return new Response(JSON.stringify({ success: true, value }), { headers: { 'content-type': 'application/json' } });
  };
}

/** A store on the recorded platform, and a page holding `painted`. */
function start(painted: string) {
  const requests: string[] = [];
  const store = createPortalStore();
  connectPlatform({ tenant: testTenant, store, i18n: { language: 'EN' }, fetch: platform(requests) });
  setDefaultModuleFlags({ GAMELO3: true }); // the lobby's calls are behind its module flag
  const container = document.createElement('div');
  container.innerHTML = `<div data-first-paint="">${painted}</div>`;
  return { requests, store, container };
}

describe('loadPaintedGames', () => {
  it('loads nothing for a page without painted games', async () => {
    const { requests, store, container } = start(`<template ${FIRST_PAINT_GAMES.attribute}="{}"></template>`);
    await loadPaintedGames(store, container);
    expect(requests).toEqual([]);
    expect(rememberLoadedImage).not.toHaveBeenCalled();
  });

  it("has the grid's first answer and the vendor list in the store, and the painted pictures remembered", async () => {
    const request = JSON.stringify({ gameType: 'RNG', pageNo: 1, pageSize: 42 }).replaceAll('"', '&quot;');
    const { requests, store, container } = start(
      `<div role="row"><template ${FIRST_PAINT_GAMES.attribute}="${request}" data-painted="1"></template><div role="gridcell"><img src="/thumbs/pg-1.webp"></div></div>`,
    );
    await loadPaintedGames(store, container);
    expect(requests.sort()).toEqual(['/wps/relay/GCSGAME_gameList?RNG', '/wps/relay/GCSGAME_newGameVendor?']);
    expect(JSON.stringify(store.getState())).toContain('Rồng Vàng');
    // The first render's tiles show these pictures at once (LazyImage's loaded cache).
    expect(rememberLoadedImage).toHaveBeenCalledWith('/thumbs/pg-1.webp');
  });
});
