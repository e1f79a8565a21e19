// Request bodies: JSON (Fastify's own parser, with prototype-poisoning protection) and
// form-encoded (forgot-password-by-e-mail), both under the app's bodyLimit. Cookies carry the
// captcha challenge id.
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(formbody, { bodyLimit: 16 * 1024 });
    await app.register(cookie);
  },
  { name: 'body-parsers' },
);
