// Compression of what is not pre-compressed: API answers above ~1 KB (and any static file the
// portal build did not write a .br/.gz twin for) go out as brotli or gzip by the request's
// `Accept-Encoding`. The portal's own text assets are served from their build-time twins by
// portal-pages (@fastify/static `preCompressed`); a reply that already carries a
// `Content-Encoding` is left alone here: a kept answer (PreparedAnswer) comes compressed once by
// registerEndpoint, with the settings of lib/answer-compression.ts that this plugin uses too.
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { ANSWER_ENCODINGS, BROTLI_OPTIONS, COMPRESS_THRESHOLD, GZIP_OPTIONS } from '../../lib/answer-compression';

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
      encodings: [...ANSWER_ENCODINGS],
      brotliOptions: BROTLI_OPTIONS,
      zlibOptions: GZIP_OPTIONS,
    });
  },
  { name: 'compress' },
);
