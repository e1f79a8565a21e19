// Request bodies: JSON (Fastify's own parser, with prototype-poisoning protection),
// form-encoded (forgot-password-by-e-mail), both under the app's bodyLimit, and raw bytes for
// binary calls (proof images) under their route's limit. Cookies carry the
// captcha challenge id.
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fp from 'fastify-plugin';
import { PROOF_IMAGE_MAX_BYTES } from '@portal/contracts';

/** Content types of a `binary` call's body (an image upload): read as bytes, their type checked by content later. */
export const BINARY_CONTENT_TYPES = ['image/png', 'image/jpeg', 'application/octet-stream'] as const;
/** A binary route's body limit: a little above the largest image, so one just too large is answered by the route (`too_large`). */
export const BINARY_BODY_LIMIT = PROOF_IMAGE_MAX_BYTES + 64 * 1024;

export default fp(
  async (app) => {
    await app.register(formbody, { bodyLimit: 16 * 1024 });
    await app.register(cookie);
    // Only binary routes take these types (endpoint-route refuses them elsewhere before parsing); the route sets the limit.
    app.addContentTypeParser([...BINARY_CONTENT_TYPES], { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
  },
  { name: 'body-parsers' },
);
