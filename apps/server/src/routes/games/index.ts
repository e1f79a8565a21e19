// Games lobby and launch routes: one registerEndpoint line per call (the rules are in
// services/games), plus the generated thumbnails.
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/app/endpoint-route';
import thumbnailRoutes from './thumbnails';

export default async function gamesRoutes(app: FastifyInstance) {
  const { lobby, launches } = app.platform;
  const tags = ['games'];

  registerEndpoint(app, 'getGameVendors', ({ repos }) => lobby.vendors(repos), { tags });
  registerEndpoint(app, 'getGameList', ({ repos, payload }) => lobby.gameList(repos, payload), { tags });
  registerEndpoint(app, 'getHotGames', ({ repos, payload }) => lobby.hotGames(repos, payload), { tags });
  registerEndpoint(app, 'getVendorGameTypes', ({ repos, payload }) => lobby.vendorGameTypes(repos, payload), { tags });
  registerEndpoint(app, 'getPvpRooms', ({ repos, payload }) => lobby.pvpRooms(repos, payload), { tags });

  registerEndpoint(app, 'getFavoriteIds', ({ repos, auth, payload }) => lobby.favoriteIds(repos, auth!.account, payload), { tags });
  registerEndpoint(app, 'getFavoriteList', ({ repos, auth, payload }) => lobby.favoriteList(repos, auth!.account, payload), { tags });
  registerEndpoint(app, 'addFavorite', async ({ repos, auth, payload }) => {
    await lobby.addFavorite(repos, auth!.account, payload);
    return null;
  }, { tags });
  registerEndpoint(app, 'removeFavorite', async ({ repos, auth, payload }) => {
    await lobby.removeFavorite(repos, auth!.account, payload);
    return null;
  }, { tags });
  registerEndpoint(app, 'getRecentGames', ({ repos, auth, payload }) => lobby.recentGames(repos, auth!.account, payload), { tags });

  registerEndpoint(app, 'launchGame', ({ repos, auth, payload }) => launches.launch(repos, auth!.account, payload), { tags });
  registerEndpoint(app, 'closeGame', ({ repos, auth, payload }) => launches.close(repos, auth!.account, payload), { tags });

  await app.register(thumbnailRoutes);
}
