// Games calls (spec §7, wire notes "Lobby, launch, wallet"): vendors by lane (cached), the game
// list, hot games, a vendor's game types, favourites (ids, list, add, remove), recent games, PVP
// rooms, launch and close, and the winner board of the in-house games.
//
// Tags: favourites and recent games belong to the session ('Session' refetches them after a login
// or logout); adding or removing a favourite invalidates 'Favorites'; a launch adds a recent game
// ('RecentGames'); closing a game settles it, so the balance ('Balance') is read again.
import { GAMES_ROUTES, type EndpointRequest, type EndpointValue } from '@portal/contracts';
import { callsOf, portalApi } from '../base-api';

const { call } = callsOf(GAMES_ROUTES);

/** The vendor list changes with operator data only: keep it for an hour (spec: "cached"). */
const VENDORS_CACHE_SECONDS = 3600;

export const gamesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getGameVendors: build.query<EndpointValue<'getGameVendors'>, EndpointRequest<'getGameVendors'> | void>({
      query: (args) => call('getGameVendors', { platform: 'html5-desktop', ...(args ?? {}) }),
      keepUnusedDataFor: VENDORS_CACHE_SECONDS,
    }),
    getGameList: build.query<EndpointValue<'getGameList'>, EndpointRequest<'getGameList'>>({
      query: (args) => call('getGameList', args),
    }),
    getHotGames: build.query<EndpointValue<'getHotGames'>, EndpointRequest<'getHotGames'> | void>({
      query: (args) => call('getHotGames', { isPlatform: 2, platform: 'flash,html5-desktop', ...(args ?? {}) }),
    }),
    getVendorGameTypes: build.query<EndpointValue<'getVendorGameTypes'>, EndpointRequest<'getVendorGameTypes'>>({
      query: (args) => call('getVendorGameTypes', args),
      keepUnusedDataFor: VENDORS_CACHE_SECONDS,
    }),
    getFavoriteIds: build.query<EndpointValue<'getFavoriteIds'>, EndpointRequest<'getFavoriteIds'> | void>({
      query: (args) => call('getFavoriteIds', args ?? {}),
      providesTags: ['Favorites', 'Session'],
    }),
    getFavoriteList: build.query<EndpointValue<'getFavoriteList'>, EndpointRequest<'getFavoriteList'>>({
      query: (args) => call('getFavoriteList', { clientType: 3, platform: 'html5-desktop', ...args }),
      providesTags: ['Favorites', 'Session'],
    }),
    addFavorite: build.mutation<EndpointValue<'addFavorite'>, EndpointRequest<'addFavorite'>>({
      query: (body) => call('addFavorite', body),
      invalidatesTags: ['Favorites'],
    }),
    removeFavorite: build.mutation<EndpointValue<'removeFavorite'>, EndpointRequest<'removeFavorite'>>({
      query: (body) => call('removeFavorite', body),
      invalidatesTags: ['Favorites'],
    }),
    getRecentGames: build.query<EndpointValue<'getRecentGames'>, EndpointRequest<'getRecentGames'> | void>({
      query: (args) => call('getRecentGames', { clientType: 3, ...(args ?? {}) }),
      providesTags: ['RecentGames', 'Session'],
    }),
    getPvpRooms: build.query<EndpointValue<'getPvpRooms'>, EndpointRequest<'getPvpRooms'> | void>({
      query: (args) => call('getPvpRooms', args ?? {}),
      providesTags: ['Session'],
    }),
    // A GET on the wire, but an action: each launch mints a new single-use ticket, so it is never cached.
    launchGame: build.mutation<EndpointValue<'launchGame'>, EndpointRequest<'launchGame'>>({
      query: (args) => call('launchGame', args),
      invalidatesTags: ['RecentGames'],
    }),
    closeGame: build.mutation<EndpointValue<'closeGame'>, EndpointRequest<'closeGame'>>({
      query: (body) => call('closeGame', body),
      invalidatesTags: ['Balance'],
    }),
    getRankList: build.query<EndpointValue<'getRankList'>, EndpointRequest<'getRankList'> | void>({
      query: (args) => call('getRankList', args ?? {}),
    }),
  }),
});

export const {
  useGetGameVendorsQuery,
  useGetGameListQuery,
  useGetHotGamesQuery,
  useGetVendorGameTypesQuery,
  useGetFavoriteIdsQuery,
  useGetFavoriteListQuery,
  useAddFavoriteMutation,
  useRemoveFavoriteMutation,
  useGetRecentGamesQuery,
  useGetPvpRoomsQuery,
  useLaunchGameMutation,
  useCloseGameMutation,
  useGetRankListQuery,
} = gamesApi;
