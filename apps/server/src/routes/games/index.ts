// Games lobby and launch routes: one registerEndpoint line per call (the rules are in
// services/games), plus the generated thumbnails.
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/app/endpoint-route';
import thumbnailRoutes from './thumbnails';

export default async function gamesRoutes(app: FastifyInstance) {
  const { lobby, launches } = app.platform;
  const tags = ['games'];

  // The vendor list is the same for every visitor of a tenant: revalidated with an ETag (304).
  registerEndpoint(app, 'getGameVendors', ({ repos }) => lobby.vendors(repos), { tags, cache: 'public-revalidate' });
  registerEndpoint(app, 'getGameList', ({ repos, payload }) => lobby.gameList(repos, payload), { tags });
  registerEndpoint(app, 'getHotGames', ({ repos, payload }) => lobby.hotGames(repos, payload), { tags });
  registerEndpoint(app, 'getVendorGameTypes', ({ repos, payload }) => lobby.vendorGameTypes(repos, payload), { tags });
  registerEndpoint(app, 'getPvpRooms', ({ repos, payload }) => lobby.pvpRooms(repos, payload), { tags });

  registerEndpoint(app, 'getFavoriteIds', ({ repos, account, payload }) => lobby.favoriteIds(repos, account, payload), {
    tags,
  });
  registerEndpoint(
    app,
    'getFavoriteList',
    ({ repos, account, payload }) => lobby.favoriteList(repos, account, payload),
    { tags },
  );
  registerEndpoint(
    app,
    'addFavorite',
    async ({ repos, account, payload }) => {
      await lobby.addFavorite(repos, account, payload);
      return null;
    },
    { tags },
  );
  registerEndpoint(
    app,
    'removeFavorite',
    async ({ repos, account, payload }) => {
      await lobby.removeFavorite(repos, account, payload);
      return null;
    },
    { tags },
  );
  registerEndpoint(app, 'getRecentGames', ({ repos, account, payload }) => lobby.recentGames(repos, account, payload), {
    tags,
  });

  registerEndpoint(
    app,
    'launchGame',
    ({ repos, auth, payload }) => launches.launch(repos, auth.account, auth.session.id, payload),
    { tags },
  );
  registerEndpoint(app, 'closeGame', ({ repos, account, payload }) => launches.close(repos, account, payload), {
    tags,
  });

  await app.register(thumbnailRoutes);
}
