// Session routes: login, free play, logout, the payload key and the captcha.
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_TTL_MS } from '../../services/accounts/captcha-service';
import { registerEndpoint } from '../../plugins/app/endpoint-route';
import { CAPTCHA_COOKIE, requestMeta } from '../shared';

export default async function sessionRoutes(app: FastifyInstance) {
  const { auth, sessions, captchas, secrets, config } = app.platform;
  const limits = config.rateLimits;
  const tags = ['session'];

  registerEndpoint(
    app,
    'login',
    ({ tenant, repos, payload, request }) => auth.login(tenant, repos, payload, requestMeta(request)),
    { rateLimit: limits.login, tags },
  );

  registerEndpoint(
    app,
    'loginFreePlay',
    ({ tenant, repos, payload, request }) => auth.freePlay(tenant, repos, payload, requestMeta(request)),
    { rateLimit: limits.login, tags },
  );

  registerEndpoint(
    app,
    'logout',
    async ({ repos, auth: current }) => {
      await sessions.end(repos, current.session.id, 'logout');
      // Signing out ends the open game too, and with it the game page's session.
      await repos.openGames.close(current.account.id);
      return null;
    },
    { tags },
  );

  registerEndpoint(app, 'createLoginLink', ({ repos, account }) => auth.createLoginLink(repos, account), {
    rateLimit: limits.login,
    refuseTrial: true,
    tags,
  });

  registerEndpoint(
    app,
    'exchangeLoginLink',
    ({ tenant, repos, payload, request }) => auth.exchangeLoginLink(tenant, repos, payload, requestMeta(request)),
    { rateLimit: limits.login, tags },
  );

  registerEndpoint(
    app,
    'getPayloadKey',
    () => ({ keyId: secrets.payloadKey.keyId, publicKey: secrets.payloadKey.publicKey }),
    { tags },
  );

  registerEndpoint(
    app,
    'getCaptcha',
    async ({ repos, reply }) => {
      const { id, png } = await captchas.create(repos);
      reply.setCookie(CAPTCHA_COOKIE, id, {
        path: '/wps',
        httpOnly: true,
        sameSite: 'strict',
        secure: config.mode === 'production',
        maxAge: CAPTCHA_TTL_MS / 1000,
      });
      return png.toString('base64');
    },
    { tags },
  );
}
