// A local OpenID Connect provider for the demo and the tests: oidc-provider (panva, open source,
// the certified provider library) with its built-in sign-in page (any login; the login is the
// person's subject, and an e-mail login is also their verified e-mail), consent granted at once.
// Never in production: it signs anybody in. The demo starts it beside the platform (main.ts), the
// tests on a random port.
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import Provider, { type Configuration } from 'oidc-provider';
import { SOCIAL_CALLBACK_PATH } from '@portal/contracts';

export interface LocalOidcClient {
  clientId: string;
  clientSecret: string;
}

export interface LocalOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/;

/** Whether a redirect URI is a local portal's callback page (any port: the demo's and the tests'). */
export function isLocalCallback(uri: string): boolean {
  try {
    const url = new URL(uri);
    return (
      url.protocol === 'http:' && LOOPBACK.test(url.hostname) && url.pathname === SOCIAL_CALLBACK_PATH && !url.search
    );
  } catch {
    return false;
  }
}

/** The person behind a login typed at the provider's page. */
function claimsOf(login: string) {
  const email = login.includes('@') ? login.toLowerCase() : `${login.toLowerCase()}@example.com`;
  const name = login.split('@')[0]!.replace(/[._-]+/g, ' ');
  return { sub: login, email, email_verified: true, name };
}

export async function startLocalOidcProvider(options: {
  port: number;
  host?: string;
  clients: LocalOidcClient[];
}): Promise<LocalOidcProvider> {
  const host = options.host ?? '127.0.0.1';
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;
  const configuration: Configuration = {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [`http://localhost${SOCIAL_CALLBACK_PATH}`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    // The e-mail in the ID token itself, as Google's and Facebook's ID tokens carry it.
    conformIdTokenClaims: false,
    cookies: { keys: ['local-oidc-provider-demo-key'] },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => claimsOf(id) }),
    // Consent is granted at once (a local provider: the sign-in page is the one step).
    loadExistingGrant: async (ctx) => {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'name']);
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  // A local portal's callback on any loopback port is allowed (the demo's port, the tests' ports).
  const allowed = provider.Client.prototype.redirectUriAllowed;
  provider.Client.prototype.redirectUriAllowed = function (uri: string) {
    return isLocalCallback(uri) || allowed.call(this, uri);
  };
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
