// Social sign-in (OpenID Connect) on SQLite and PostgreSQL against a REAL provider: oidc-provider
// started locally on a random port (services/social-sign-in/local-oidc-provider.ts), its sign-in
// page driven over HTTP like a browser. Nothing of ours is mocked: the platform discovers the
// provider, sends the browser with PKCE, state and nonce, exchanges the code and checks the ID token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { DAY, MINUTE } from '../src/lib/clock';
import { startLocalOidcProvider, type LocalOidcProvider } from '../src/services/social-sign-in/local-oidc-provider';
import { AURORA, DEMO_PASSWORD, ENGINES, LOTUS, startPlatform, type TestClient, type TestPlatform } from './helpers';
import { reposOf } from './money-helpers';

const CLIENT = { clientId: 'portal-test', clientSecret: 'portal-test-secret' };
const REDIRECT = 'http://aurora.localhost:8301/social/callback';

/** A browser at the provider: follows its redirects with its cookies, signs in as `login`. */
async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    const response = await send(url);
    const location = response.headers.get('location');
    if (!location) {
      // The sign-in page: post the login form.
      const html = await response.text();
      const action = /action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`no form at ${url}: ${response.status} ${html.slice(0, 300)}`);
      const posted = await send(new URL(action, url).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
      });
      url = new URL(posted.headers.get('location')!, url).href;
      continue;
    }
    const next = new URL(location, url);
    if (next.pathname === '/social/callback') return next;
    url = next.href;
  }
  throw new Error('the provider did not send the browser back');
}

describe.each(ENGINES)('social sign-in (%s)', (engine) => {
  let platform: TestPlatform;
  let provider: LocalOidcProvider;

  beforeAll(async () => {
    provider = await startLocalOidcProvider({ port: 0, clients: [CLIENT] });
    platform = await startPlatform({ engine });
    for (const merchant of [AURORA, LOTUS]) {
      const row = await platform.app.platform.db
        .selectFrom('tenants')
        .select('config_json')
        .where('merchant_code', '=', merchant)
        .executeTakeFirstOrThrow();
      const config = JSON.parse(row.config_json) as Record<string, unknown>;
      config.socialSignIn = {
        providers: [
          {
            id: 'google',
            issuer: provider.issuer,
            clientId: CLIENT.clientId,
            clientSecretEnv: 'SOCIAL_TEST_SECRET_UNSET',
            demoClientSecret: CLIENT.clientSecret,
            label: 'google',
            name: 'Google',
            module: 'GOOGLELOGIN3',
          },
        ],
      };
      await platform.app.platform.db
        .updateTable('tenants')
        .set({ config_json: JSON.stringify(config) })
        .where('merchant_code', '=', merchant)
        .execute();
      await platform.app.platform.tenants.setModules(merchant, { GOOGLELOGIN3: true });
    }
  });
  afterAll(async () => {
    await platform?.close();
    await provider?.close();
  });

  /** Starts on `merchant`, signs in at the provider as `login`: the callback page's address. */
  async function toCallback(client: TestClient, login: string) {
    const started = await client.call('startSocialSignIn', {
      provider: 'google',
      redirectUri: REDIRECT,
      returnPath: '/',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const authorize = new URL(started.body.value!.authorizationUrl);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const back = await signInAtProvider(started.body.value!.authorizationUrl, login);
    return {
      state: back.searchParams.get('state')!,
      code: back.searchParams.get('code')!,
      iss: back.searchParams.get('iss') ?? undefined,
    };
  }

  const complete = (client: TestClient, callback: { state: string; code: string; iss?: string | undefined }) =>
    client.call('completeSocialSignIn', { ...callback, loginDeviceId: 'device-social' });

  const newLogin = () => `social.${randomUUID().slice(0, 8)}@example.com`;

  /** The account's password was last set 91 days ago (PWDEXPFORCECHANGE3 is on for aurora). */
  const ageThePassword = (accountId: number) =>
    platform.app.platform.db
      .updateTable('accounts')
      .set({ password_changed_at: platform.clock.now() - 91 * DAY })
      .where('id', '=', accountId)
      .execute();
  const nextStep = () => platform.clock.advance(30_000);

  it('lists the button only where the flag is on and a provider is configured', async () => {
    const listed = await platform.client(AURORA).call('listSocialProviders', {});
    expect(listed.body.value).toEqual({ providers: [{ id: 'google', label: 'google', name: 'Google' }] });
    await platform.app.platform.tenants.setModules(LOTUS, { GOOGLELOGIN3: false });
    try {
      const off = await platform.client(LOTUS).call('listSocialProviders', {});
      expect(off.body.value).toEqual({ providers: [] });
      const start = await platform
        .client(LOTUS)
        .call('startSocialSignIn', { provider: 'google', redirectUri: REDIRECT });
      expect(start.status).toBe(400);
      expect(start.body.errorCode).toBe('social_provider_not_configured');
    } finally {
      await platform.app.platform.tenants.setModules(LOTUS, { GOOGLELOGIN3: true });
    }
    const unknown = await platform
      .client(AURORA)
      .call('startSocialSignIn', { provider: 'facebook', redirectUri: REDIRECT });
    expect(unknown.body.errorCode).toBe('social_provider_not_configured');
  });

  it('a first sign-in creates a member and a session; the second reuses the account', async () => {
    const client = platform.client(AURORA);
    const login = newLogin();
    const first = await complete(client, await toCallback(client, login));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const token = first.body.value!.token;
    expect(first.body.value!.firstTimeLogin).toBe(true);
    const balance = await client.call('getBalance', {}, { token });
    expect(balance.status).toBe(200);
    const account = await platform.app.platform.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', first.body.value!.id)
      .executeTakeFirstOrThrow();
    expect(account.email).toBe(login);
    expect(account.merchant_code).toBe(AURORA);

    const second = await complete(client, await toCallback(client, login));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.value!.id).toBe(first.body.value!.id);
    expect(second.body.value!.firstTimeLogin).toBe(false);
  });

  it('never forces a password change on a social sign-in: its member may have no password to type', async () => {
    const client = platform.client(AURORA);
    const login = newLogin();
    const first = await complete(client, await toCallback(client, login));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await ageThePassword(first.body.value!.id);
    const later = await complete(client, await toCallback(client, login));
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect(later.body.value).toMatchObject({ passwordExpired: true, forceChangePassword: false });
  });

  it('refuses a linked account that is locked or disabled, as a password login would', async () => {
    const client = platform.client(AURORA);
    const login = newLogin();
    const first = await complete(client, await toCallback(client, login));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const db = platform.app.platform.db;
    const account = await db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', first.body.value!.id)
      .executeTakeFirstOrThrow();
    // As ten wrong passwords leave it (auth-service.ts): a failure row, locked.
    const failures = reposOf(platform, AURORA).loginFailures;
    const now = platform.clock.now();
    await failures.reserve(account.username_key, now, now - 60_000);
    await failures.lock(account.username_key, now + 60_000);
    const locked = await complete(client, await toCallback(client, login));
    expect(locked.status).toBe(429);
    expect(locked.body.errorCode).toBe('login_locked');

    await failures.lock(account.username_key, now - 1);
    await db.updateTable('accounts').set({ status: 'disabled' }).where('id', '=', account.id).execute();
    const disabled = await complete(client, await toCallback(client, login));
    expect(disabled.status).toBe(403);
    expect(disabled.body.errorCode).toBe('account_disabled');
  });

  it('refuses a tampered state, a replayed callback and an expired state', async () => {
    const client = platform.client(AURORA);
    const callback = await toCallback(client, newLogin());
    const tampered = await complete(client, { ...callback, state: `${callback.state}x` });
    expect(tampered.status).toBe(400);
    expect(tampered.body.errorCode).toBe('social_state_invalid');

    const ok = await complete(client, callback);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const replayed = await complete(client, callback);
    expect(replayed.status).toBe(400);
    expect(replayed.body.errorCode).toBe('social_state_invalid');

    const late = await toCallback(client, newLogin());
    platform.clock.advance(10 * MINUTE + 1);
    const expired = await complete(client, late);
    expect(expired.status).toBe(400);
    expect(expired.body.errorCode).toBe('social_state_invalid');
  });

  it('refuses a state made on another tenant', async () => {
    const callback = await toCallback(platform.client(AURORA), newLogin());
    const onLotus = await complete(platform.client(LOTUS), callback);
    expect(onLotus.status).toBe(400);
    expect(onLotus.body.errorCode).toBe('social_state_invalid');
  });

  it('refuses an ID token whose nonce is not the sign-in’s', async () => {
    const client = platform.client(AURORA);
    const callback = await toCallback(client, newLogin());
    // The provider signed an ID token for the nonce it was given; the sign-in now expects another.
    await platform.app.platform.db.updateTable('social_sign_in_states').set({ nonce: 'another-nonce' }).execute();
    const refused = await complete(client, callback);
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('social_nonce_mismatch');
  });

  it('answers a cancel at the provider with a translated 4xx', async () => {
    const client = platform.client(AURORA, 'VI');
    const started = await client.call('startSocialSignIn', { provider: 'google', redirectUri: REDIRECT });
    const state = new URL(started.body.value!.authorizationUrl).searchParams.get('state')!;
    const cancelled = await client.call('completeSocialSignIn', { state, error: 'access_denied' });
    expect(cancelled.status).toBe(400);
    expect(cancelled.body.errorCode).toBe('social_provider_error');
    expect(cancelled.body.message).toContain('Đăng nhập');
  });

  it("links to an existing member's e-mail only after the right password", async () => {
    const client = platform.client(AURORA);
    const member = await platform.app.platform.db
      .selectFrom('accounts')
      .select(['id', 'email'])
      .where('merchant_code', '=', AURORA)
      .where('username_key', '=', 'member01')
      .executeTakeFirstOrThrow();
    const asked = await complete(client, await toCallback(client, member.email!.toUpperCase()));
    expect(asked.status).toBe(403);
    expect(asked.body.errorCode).toBe('social_link_required');
    const challenge = asked.body.value as unknown as { linkTicket: string; username: string };
    expect(challenge.username).toBe('member01');
    // Nothing linked, no session yet.
    expect(
      await platform.app.platform.db
        .selectFrom('social_identities')
        .selectAll()
        .where('account_id', '=', member.id)
        .execute(),
    ).toEqual([]);

    const wrong = await client.call('linkSocialIdentity', {
      linkTicket: challenge.linkTicket,
      password: 'wrong-password1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorCode).toBe('password_wrong');
    // The wrong password counts towards the member's login lock, like a failed login.
    const failures = await platform.app.platform.db
      .selectFrom('login_failures')
      .select('failures')
      .where('merchant_code', '=', AURORA)
      .where('username_key', '=', 'member01')
      .executeTakeFirst();
    expect(failures?.failures).toBe(1);
    const linked = await client.call('linkSocialIdentity', {
      linkTicket: challenge.linkTicket,
      password: DEMO_PASSWORD,
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.value!.id).toBe(member.id);
    const again = await client.call('linkSocialIdentity', {
      linkTicket: challenge.linkTicket,
      password: DEMO_PASSWORD,
    });
    expect(again.body.errorCode).toBe('social_link_invalid');

    // From now on the identity signs in to that member directly.
    const direct = await complete(client, await toCallback(client, member.email!.toUpperCase()));
    expect(direct.status, JSON.stringify(direct.body)).toBe(200);
    expect(direct.body.value!.id).toBe(member.id);
  });

  it('an account with an authenticator still passes its second step after a social sign-in', async () => {
    const client = platform.client(AURORA);
    const login = newLogin();
    const first = await complete(client, await toCallback(client, login));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const token = first.body.value!.token;
    const codeOf = (secret: string) =>
      new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
        timestamp: platform.clock.now(),
      });
    const binding = await client.call('startAuthenticatorBinding', {}, { token });
    const secret = binding.body.value!.secret;
    const confirmed = await client.call('confirmAuthenticatorBinding', { code: codeOf(secret) }, { token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    nextStep();

    const again = await complete(client, await toCallback(client, login));
    expect(again.status).toBe(403);
    expect(again.body.errorCode).toBe('login_verify_required');
    const challenge = again.body.value as unknown as { ticket: string; challenge: string };
    expect(challenge.challenge).toBe('authenticator');
    expect(JSON.stringify(again.body)).not.toContain('"token"');
    const verifyWithCode = (ticket: string) =>
      client.call('verifyLogin', {
        ticket,
        method: 'authenticator',
        code: codeOf(secret),
        loginDeviceId: 'device-social',
      });
    const verified = await verifyWithCode(challenge.ticket);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.value!.id).toBe(first.body.value!.id);

    // An expired password is not made the member's business after the second step either.
    await ageThePassword(first.body.value!.id);
    nextStep();
    const aged = await complete(client, await toCallback(client, login));
    expect(aged.body.errorCode).toBe('login_verify_required');
    const agedVerified = await verifyWithCode((aged.body.value as unknown as { ticket: string }).ticket);
    expect(agedVerified.status, JSON.stringify(agedVerified.body)).toBe(200);
    expect(agedVerified.body.value).toMatchObject({ passwordExpired: true, forceChangePassword: false });
  });

  it('refuses a self-excluded identity (on either brand)', async () => {
    const login = newLogin();
    const lotus = platform.client(LOTUS);
    const first = await complete(lotus, await toCallback(lotus, login));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await platform.app.platform.db
      .insertInto('rg_exclusions')
      .values({
        identity_key: `email:${login}`,
        merchant_code: LOTUS,
        account_id: first.body.value!.id,
        started_at: platform.clock.now(),
        ends_at: platform.clock.now() + 200 * DAY,
      })
      .execute();
    const again = await complete(lotus, await toCallback(lotus, login));
    expect(again.status).toBe(403);
    expect(again.body.errorCode).toBe('rg_self_excluded');
    const aurora = platform.client(AURORA);
    const elsewhere = await complete(aurora, await toCallback(aurora, login));
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.errorCode).toBe('rg_self_excluded');
    // Refused before the first sign-in made anything on aurora (the registration's rule, issue 25).
    const made = await platform.app.platform.db
      .selectFrom('accounts')
      .select('id')
      .where('merchant_code', '=', AURORA)
      .where('email', '=', login)
      .execute();
    expect(made).toHaveLength(0);
  });
});
