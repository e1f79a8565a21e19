// Compression of what is not pre-compressed: API answers above ~1 KB (and any static file the
// portal build did not write a .br/.gz twin for) go out as brotli or gzip by the request's
// `Accept-Encoding`. The portal's own text assets are served from their build-time twins by
// portal-pages (@fastify/static `preCompressed`); a reply that already carries a
// `Content-Encoding` is left alone here.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this gain less than the compression costs. */
export const COMPRESS_THRESHOLD = 1024;

export default fp(
  async (app) => {
    // Only answers are compressed: request bodies stay as sent (a compressed body would be
    // inflated before the body limit could refuse it). Runs before the plugin's own onRoute hook.
    app.addHook('onRoute', (route) => {
      route.decompress ??= false;
    });
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
      // Quality 4: most of brotli's gain on JSON at a fraction of the CPU of the default 11 (answers are compressed per request).
      brotliOptions: {
        params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
      },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compress' },
);
