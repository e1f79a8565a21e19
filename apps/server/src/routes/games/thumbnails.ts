// GET /wps/thumbs/<merchant>/<game|vendor>/<id>.<version>.webp: a generated picture of a catalogue
// entry, cacheable forever when the version in the path is the current one. No Merchant header
// (an <img> sends none): the tenant is in the path, and only its own catalogue is read.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { tenantRepositories } from '../../repositories/index';
import {
  THUMBNAIL_PREFIX,
  gameThumbnailShows,
  thumbnailPath,
  vendorThumbnailShows,
} from '../../services/games/game-view';

const paramsSchema = z.object({
  merchant: z.string().regex(/^[A-Z0-9]{2,16}$/),
  kind: z.enum(['game', 'vendor']),
  file: z.string().regex(/^[^/]{1,200}\.webp$/),
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

export default async function thumbnailRoutes(app: FastifyInstance) {
  app.get(`${THUMBNAIL_PREFIX}/:merchant/:kind/:file`, { schema: { hide: true } }, async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    const notFound = () => reply.status(404).header('cache-control', 'no-store').type('text/plain').send('not found');
    if (!params.success) return notFound();
    const { merchant, kind, file } = params.data;
    const tenant = await app.platform.tenants.byMerchantCode(merchant);
    if (!tenant) return notFound();
    const repos = tenantRepositories(app.platform.db, tenant.merchantCode);
    const id = decodeURIComponent(file.slice(0, file.lastIndexOf('.', file.length - 6)));

    let current: string;
    let spec: { title: string; caption: string; paletteKey: string; seed: string };
    if (kind === 'game') {
      const game = await repos.games.findByNodeId(id);
      if (!game) return notFound();
      current = thumbnailPath(merchant, 'game', game.node_id, gameThumbnailShows(game));
      spec = {
        title: game.game_name,
        caption: `${game.vassalage} · ${game.game_type}`,
        paletteKey: game.vassalage,
        seed: game.node_id,
      };
    } else {
      const vendor = await repos.vendors.find(id);
      if (!vendor) return notFound();
      current = thumbnailPath(merchant, 'vendor', vendor.vassalage, vendorThumbnailShows(vendor));
      spec = { title: vendor.display_name, caption: vendor.lane, paletteKey: vendor.vassalage, seed: vendor.vassalage };
    }
    const image = await app.platform.thumbnails.get(current, spec);
    // An old version's path shows today's picture, but must not be cached as if it were that version.
    const cacheControl = request.url.split('?')[0] === current ? IMMUTABLE : 'no-cache';
    return reply.header('cache-control', cacheControl).type('image/webp').send(image);
  });
}
