// Games lobby and launch routes: one registerEndpoint line per call (the rules are in
// services/games), plus the generated thumbnails.
import type { FastifyInstance } from 'fastify';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { registerEndpoint } from '../../plugins/app/endpoint-route';
import type { AuthenticatedSession } from '../../services/accounts/session-service';
import thumbnailRoutes from './thumbnails';

/** The account of a token call (the route's token flag has authenticated it; this keeps the type honest). */
function member(auth: AuthenticatedSession | null): AccountRow {
  if (!auth) throw new AppError('login.not.session');
  return auth.account;
}

export default async function gamesRoutes(app: FastifyInstance) {
  const { lobby, launches } = app.platform;
  const tags = ['games'];

  // The vendor list is the same for every visitor of a tenant: revalidated with an ETag (304).
  registerEndpoint(app, 'getGameVendors', ({ repos }) => lobby.vendors(repos), { tags, cache: 'public-revalidate' });
  registerEndpoint(app, 'getGameList', ({ repos, payload }) => lobby.gameList(repos, payload), { tags });
  registerEndpoint(app, 'getHotGames', ({ repos, payload }) => lobby.hotGames(repos, payload), { tags });
  registerEndpoint(app, 'getVendorGameTypes', ({ repos, payload }) => lobby.vendorGameTypes(repos, payload), { tags });
  registerEndpoint(app, 'getPvpRooms', ({ repos, payload }) => lobby.pvpRooms(repos, payload), { tags });

  registerEndpoint(app, 'getFavoriteIds', ({ repos, auth, payload }) => lobby.favoriteIds(repos, member(auth), payload), { tags });
  registerEndpoint(app, 'getFavoriteList', ({ repos, auth, payload }) => lobby.favoriteList(repos, member(auth), payload), { tags });
  registerEndpoint(app, 'addFavorite', async ({ repos, auth, payload }) => {
    await lobby.addFavorite(repos, member(auth), payload);
    return null;
  }, { tags });
  registerEndpoint(app, 'removeFavorite', async ({ repos, auth, payload }) => {
    await lobby.removeFavorite(repos, member(auth), payload);
    return null;
  }, { tags });
  registerEndpoint(app, 'getRecentGames', ({ repos, auth, payload }) => lobby.recentGames(repos, member(auth), payload), { tags });

  registerEndpoint(app, 'launchGame', ({ repos, auth, payload }) => launches.launch(repos, member(auth), payload), { tags });
  registerEndpoint(app, 'closeGame', ({ repos, auth, payload }) => launches.close(repos, member(auth), payload), { tags });

  await app.register(thumbnailRoutes);
}
