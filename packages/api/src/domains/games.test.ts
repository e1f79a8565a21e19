// The games endpoints against a recorded fetch: the fixed values they add, and the tags that make
// a favourite change refetch the favourites and a closed game refetch the balance.
import { configureStore } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { portalApi } from '../base-api';
import { configurePortalApi } from '../config';
import { memberApi } from './member';
import { gamesApi } from './games';

const game = { nodeId: 'PG-1', gameId: '1', gameName: 'Lucky Dragon', gameType: 'RNG', vassalage: 'PG', gameClassify: null, minBet: 1, minLineNum: 25, iconUrl: '/i/pg1.png', isGame: null, code: null, defaultPlayType: null, accountTypeName: null, gameCode: null };

const VALUES: Record<string, unknown> = {
  '/wps/relay/MCSFE_getFavoriteGames': ['PG-1'],
  '/wps/relay/MCSFE_addFavoriteGameV2': null,
  '/wps/relay/GCSGAME_gameList': { games: [game], totalPages: 1 },
  '/wps/relay/GCSGAME_hotGamesV2': { list: [game] },
  '/wps/v2/wallets/balance': { sumBalance: 10, currency: 'CNY', currencySymbol: '¥', balance: [] },
  '/wps/game/closeGame': { closed: true },
};

function setUp() {
  const urls: string[] = [];
  const fetchStub = vi.fn(async (url: string | URL | Request) => {
    const { pathname } = new URL(String(url));
    urls.push(String(url));
    return new Response(JSON.stringify({ success: true, value: VALUES[pathname] }), { status: 200 });
  });
  configurePortalApi({
    baseUrl: () => 'http://portal.test',
    getToken: () => 'tok-123',
    getMerchant: () => 'AUR',
    getLanguage: () => 'EN',
    getDeviceId: () => 'device-1',
    isModuleEnabled: () => true,
    onSessionEnded: vi.fn(),
    codec: { encode: async (payload) => ({ body: payload as object, headers: {} }) },
    fetch: fetchStub as typeof fetch,
  });
  const store = configureStore({
    reducer: { [portalApi.reducerPath]: portalApi.reducer },
    middleware: (getDefault) => getDefault().concat(portalApi.middleware),
  });
  return { store, urls, count: (path: string) => urls.filter((url) => new URL(url).pathname === path).length };
}

describe('games endpoints', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('sends the game list filters and the hot-games fixed values as the query string', async () => {
    const { store, urls } = setUp();
    await store.dispatch(gamesApi.endpoints.getGameList.initiate({ gameType: 'RNG', vassalage: 'PG', gameName: 'rồng', pageNo: 2, pageSize: 42 })).unwrap();
    await store.dispatch(gamesApi.endpoints.getHotGames.initiate()).unwrap();
    const list = new URL(urls[0]!);
    expect(list.searchParams.get('gameName')).toBe('rồng');
    expect(list.searchParams.get('pageNo')).toBe('2');
    const hot = new URL(urls[1]!);
    expect(hot.searchParams.get('isPlatform')).toBe('2');
    expect(hot.searchParams.get('platform')).toBe('flash,html5-desktop');
  });

  it('refetches the favourite ids after a favourite is added', async () => {
    const { store, count } = setUp();
    const subscription = store.dispatch(gamesApi.endpoints.getFavoriteIds.initiate());
    await subscription.unwrap();
    expect(count('/wps/relay/MCSFE_getFavoriteGames')).toBe(1);
    await store.dispatch(gamesApi.endpoints.addFavorite.initiate({ nodeId: 'PG-1', vendor: 'PG', gameType: 'RNG' })).unwrap();
    await vi.waitFor(() => expect(count('/wps/relay/MCSFE_getFavoriteGames')).toBe(2));
    subscription.unsubscribe();
  });

  it('refetches the balance after a game is closed', async () => {
    const { store, count } = setUp();
    const subscription = store.dispatch(memberApi.endpoints.getBalance.initiate());
    await subscription.unwrap();
    await store.dispatch(gamesApi.endpoints.closeGame.initiate({ nodeId: 'PG-1' })).unwrap();
    await vi.waitFor(() => expect(count('/wps/v2/wallets/balance')).toBe(2));
    subscription.unsubscribe();
  });
});
