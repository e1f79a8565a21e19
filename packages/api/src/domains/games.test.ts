// The games endpoints against a recorded fetch: the fixed values they add, and the tags that make
// a favourite change refetch the favourites and a closed game refetch the balance.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordedStore } from '../testing';
import { memberApi } from './member';
import { gamesApi } from './games';

const game = {
  nodeId: 'PG-1',
  gameId: '1',
  gameName: 'Lucky Dragon',
  gameType: 'RNG',
  vassalage: 'PG',
  gameClassify: null,
  minBet: 1,
  minLineNum: 25,
  iconUrl: '/i/pg1.png',
  isGame: null,
  code: null,
  defaultPlayType: null,
  accountTypeName: null,
  gameCode: null,
};

const VALUES: Record<string, unknown> = {
  '/wps/relay/MCSFE_getFavoriteGames': ['PG-1'],
  '/wps/relay/MCSFE_addFavoriteGameV2': null,
  '/wps/relay/GCSGAME_gameList': { games: [game], totalPages: 1 },
  '/wps/relay/GCSGAME_hotGamesV2': { list: [game] },
  '/wps/v2/wallets/balance': { sumBalance: 10, currency: 'CNY', currencySymbol: '¥', balance: [] },
  '/wps/game/closeGame': { closed: true },
};

const setUp = () => recordedStore(VALUES);

describe('games endpoints', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('sends the game list filters and the hot-games fixed values as the query string', async () => {
    const { store, requests } = setUp();
    await store
      .dispatch(
        gamesApi.endpoints.getGameList.initiate({
          gameType: 'RNG',
          vassalage: 'PG',
          gameName: 'rồng',
          pageNo: 2,
          pageSize: 42,
        }),
      )
      .unwrap();
    await store.dispatch(gamesApi.endpoints.getHotGames.initiate()).unwrap();
    const list = requests[0]!.url;
    expect(list.searchParams.get('gameName')).toBe('rồng');
    expect(list.searchParams.get('pageNo')).toBe('2');
    const hot = requests[1]!.url;
    expect(hot.searchParams.get('isPlatform')).toBe('2');
    expect(hot.searchParams.get('platform')).toBe('flash,html5-desktop');
  });

  it('refetches the favourite ids after a favourite is added', async () => {
    const { store, count } = setUp();
    const subscription = store.dispatch(gamesApi.endpoints.getFavoriteIds.initiate());
    await subscription.unwrap();
    expect(count('/wps/relay/MCSFE_getFavoriteGames')).toBe(1);
    await store
      .dispatch(gamesApi.endpoints.addFavorite.initiate({ nodeId: 'PG-1', vendor: 'PG', gameType: 'RNG' }))
      .unwrap();
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
