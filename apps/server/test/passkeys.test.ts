// Passkeys (WebAuthn) on SQLite and PostgreSQL (issue 25), with a software authenticator that
// builds real attestations and assertions (test/software-authenticator.ts): registering from My
// account (a challenge bound to the session, single use), the list, renaming and removing (the
// password); signing in (a session, no authenticator or new-device step); replayed challenges,
// another origin or host, a counter going backwards, a missing user verification, a credential of
// another tenant or one removed, and a timed-out member are all refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, ENGINES, LOTUS, startPlatform, type TestClient, type TestPlatform } from './helpers';
import { MEMBER_PASSWORD, newMember, reposOf, type Member } from './money-helpers';
import { SoftwareAuthenticator, type CeremonyOptions } from './software-authenticator';
import { Secret, TOTP } from 'otpauth';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe.each(ENGINES)('passkeys (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  async function registered(member: Member, authenticator = new SoftwareAuthenticator()) {
    const options = await member.client.call('passkeyRegistrationOptions', {}, { token: member.token });
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    const result = await member.client.call(
      'registerPasskey',
      { response: authenticator.attest(options.body.value!) },
      { token: member.token, headers: { 'user-agent': CHROME_LINUX } },
    );
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return { authenticator, passkey: result.body.value! };
  }

  async function signIn(client: TestClient, authenticator: SoftwareAuthenticator, options: CeremonyOptions = {}) {
    const challenge = await client.call('passkeyLoginOptions', {});
    expect(challenge.status, JSON.stringify(challenge.body)).toBe(200);
    return client.call('passkeyLogin', {
      response: authenticator.assert(challenge.body.value!, options),
      loginDeviceId: 'passkey-device',
    });
  }

  it('registers a passkey from My account and signs in with it', async () => {
    const member = await newMember(platform);
    const options = await member.client.call('passkeyRegistrationOptions', {}, { token: member.token });
    const value = options.body.value!;
    expect(value.rp).toEqual({ id: 'localhost', name: 'Aurora Gaming' });
    expect(value.user.name).toBe(member.username);
    // The user handle names neither the account's id nor its name.
    expect(value.user.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(value.user.id, 'base64url').toString('latin1')).not.toContain(member.username);
    expect(value.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(value.timeout).toBe(5 * 60_000);
    expect(value.pubKeyCredParams.map((p) => p.alg)).toEqual([-7, -8, -257]);

    const authenticator = new SoftwareAuthenticator();
    const stored = await member.client.call(
      'registerPasskey',
      { response: authenticator.attest(value) },
      { token: member.token, headers: { 'user-agent': CHROME_LINUX } },
    );
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(stored.body.value).toMatchObject({
      name: 'Chrome on Linux',
      createdAt: platform.clock.now(),
      lastUsedAt: null,
    });
    const row = (await reposOf(platform, AURORA).passkeys.listOf(member.id))[0]!;
    expect(row.credential_id).toBe(authenticator.id);
    expect(JSON.parse(row.transports)).toEqual(['internal']);

    // The same credential again: its challenge is used up; with a fresh one it is a duplicate.
    const again = await member.client.call(
      'registerPasskey',
      { response: authenticator.attest(value) },
      { token: member.token },
    );
    expect(again.body.errorCode).toBe('passkey_invalid');

    platform.clock.advance(60_000);
    const login = await signIn(platform.client(), authenticator);
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const token = login.body.value!.token;
    const list = await member.client.call('getPasskeys', {}, { token });
    expect(list.status).toBe(200);
    expect(list.body.value!.passkeys).toEqual([
      {
        passkeyId: stored.body.value!.passkeyId,
        name: 'Chrome on Linux',
        createdAt: row.created_at,
        lastUsedAt: platform.clock.now(),
      },
    ]);

    const renamed = await member.client.call(
      'renamePasskey',
      { passkeyId: stored.body.value!.passkeyId, name: 'My laptop' },
      { token },
    );
    expect(renamed.body.value!.name).toBe('My laptop');
  });

  it('asks no authenticator code and no new-device code after a passkey', async () => {
    const member = await newMember(platform);
    const { authenticator } = await registered(member);
    const start = await member.client.call('startAuthenticatorBinding', {}, { token: member.token });
    const secret = start.body.value!.secret;
    const code = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
      timestamp: platform.clock.now(),
    });
    expect((await member.client.call('confirmAuthenticatorBinding', { code }, { token: member.token })).status).toBe(
      200,
    );
    // A password login now needs the app's code …
    const password = await platform
      .client()
      .call('login', { username: member.username, password: MEMBER_PASSWORD, type: 'username', loginDeviceId: 'x' });
    expect(password.body.errorCode).toBe('login_verify_required');
    // … a passkey is the second factor by itself.
    const login = await signIn(platform.client(), authenticator);
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.value!.token).toBeTruthy();
  });

  it('refuses a replayed challenge, another origin or host, and a missing user verification', async () => {
    const member = await newMember(platform);
    const { authenticator } = await registered(member);
    const client = platform.client();

    const options = (await client.call('passkeyLoginOptions', {})).body.value!;
    const first = await client.call('passkeyLogin', { response: authenticator.assert(options) });
    expect(first.status).toBe(200);
    const replay = await client.call('passkeyLogin', { response: authenticator.assert(options) });
    expect(replay.status).toBe(400);
    expect(replay.body.errorCode).toBe('passkey_invalid');

    const evilOrigin = await signIn(client, authenticator, { origin: 'http://evil.localhost' });
    expect(evilOrigin.body.errorCode).toBe('passkey_invalid');
    const otherRp = await signIn(client, authenticator, { rpId: 'evil.localhost' });
    expect(otherRp.body.errorCode).toBe('passkey_invalid');
    const unverified = await signIn(client, authenticator, { userVerified: false });
    expect(unverified.body.errorCode).toBe('passkey_invalid');

    // A host that is not one of the brand's domains gets no options at all.
    const foreign = await client.call('passkeyLoginOptions', {}, { headers: { host: 'phish.example' } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errorCode).toBe('passkey_host_refused');

    // An expired challenge (five minutes).
    const late = (await client.call('passkeyLoginOptions', {})).body.value!;
    platform.clock.advance(5 * 60_000 + 1);
    expect((await client.call('passkeyLogin', { response: authenticator.assert(late) })).body.errorCode).toBe(
      'passkey_invalid',
    );
    // The failures above did not use up the credential: a right answer still signs in.
    expect((await signIn(client, authenticator)).status).toBe(200);
  });

  it("binds a registration's challenge to the session that asked for it", async () => {
    const member = await newMember(platform);
    const other = await newMember(platform);
    const options = await member.client.call('passkeyRegistrationOptions', {}, { token: member.token });
    const result = await other.client.call(
      'registerPasskey',
      { response: new SoftwareAuthenticator().attest(options.body.value!) },
      { token: other.token },
    );
    expect(result.body.errorCode).toBe('passkey_invalid');
    expect(await reposOf(platform, AURORA).passkeys.listOf(other.id)).toEqual([]);
  });

  it('refuses a counter that goes backwards (a cloned authenticator)', async () => {
    const member = await newMember(platform);
    const { authenticator } = await registered(member);
    expect((await signIn(platform.client(), authenticator, { counter: 5 })).status).toBe(200);
    const cloned = await signIn(platform.client(), authenticator, { counter: 3 });
    expect(cloned.status).toBe(400);
    expect(cloned.body.errorCode).toBe('passkey_invalid');
    const same = await signIn(platform.client(), authenticator, { counter: 5 });
    expect(same.body.errorCode).toBe('passkey_invalid');
    expect((await signIn(platform.client(), authenticator, { counter: 6 })).status).toBe(200);
  });

  it('keeps tenants apart: a passkey registered on aurora does not sign in on lotus', async () => {
    const member = await newMember(platform);
    const { authenticator } = await registered(member);
    const lotus = await signIn(platform.client(LOTUS), authenticator);
    expect(lotus.status).toBe(400);
    expect(lotus.body.errorCode).toBe('passkey_not_recognised');
    // Nor does an aurora member's list name anything of lotus, nor lotus's rows hold it.
    expect(await reposOf(platform, LOTUS).passkeys.findByCredentialId(authenticator.id)).toBeUndefined();
  });

  it('removes a passkey with the password; a removed passkey no longer signs in', async () => {
    const member = await newMember(platform);
    const { authenticator, passkey } = await registered(member);
    const wrong = await member.client.call(
      'removePasskey',
      { passkeyId: passkey.passkeyId, password: 'not-the-password1' },
      { token: member.token },
    );
    expect(wrong.body.errorCode).toBe('password_wrong');
    expect(await reposOf(platform, AURORA).passkeys.listOf(member.id)).toHaveLength(1);
    // Another member cannot remove it, password or not.
    const other = await newMember(platform);
    const foreign = await other.client.call(
      'removePasskey',
      { passkeyId: passkey.passkeyId, password: MEMBER_PASSWORD },
      { token: other.token },
    );
    expect(foreign.body.errorCode).toBe('passkey_not_found');

    const removed = await member.client.call(
      'removePasskey',
      { passkeyId: passkey.passkeyId, password: MEMBER_PASSWORD },
      { token: member.token },
    );
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await member.client.call('getPasskeys', {}, { token: member.token })).body.value!.passkeys).toEqual([]);
    const login = await signIn(platform.client(), authenticator);
    expect(login.body.errorCode).toBe('passkey_not_recognised');
  });

  it('refuses a member on a time-out: responsible gaming applies to a passkey too', async () => {
    const member = await newMember(platform);
    const { authenticator } = await registered(member);
    const started = await member.client.call('startTimeOut', { duration: '24h' }, { token: member.token });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const login = await signIn(platform.client(), authenticator);
    expect(login.status).toBe(403);
    expect(login.body.errorCode).toBe('rg_timed_out');
  });

  it('keeps at most ten passkeys per member', async () => {
    const member = await newMember(platform);
    for (let i = 0; i < 10; i++) await registered(member);
    const options = await member.client.call('passkeyRegistrationOptions', {}, { token: member.token });
    expect(options.body.value!.excludeCredentials).toHaveLength(10);
    const eleventh = await member.client.call(
      'registerPasskey',
      { response: new SoftwareAuthenticator().attest(options.body.value!) },
      { token: member.token },
    );
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.errorCode).toBe('passkey_limit_reached');
    expect(await reposOf(platform, AURORA).passkeys.listOf(member.id)).toHaveLength(10);
  });

  it('refuses a locked account', async () => {
    const member = await newMember(platform);
    const { authenticator } = await registered(member);
    // As ten wrong passwords leave it (auth-service.ts): a failure row, locked.
    const failures = reposOf(platform, AURORA).loginFailures;
    await failures.reserve(member.username, platform.clock.now(), platform.clock.now() - 60_000);
    await failures.lock(member.username, platform.clock.now() + 60_000);
    const login = await signIn(platform.client(), authenticator);
    expect(login.status).toBe(429);
    expect(login.body.errorCode).toBe('login_locked');
  });
});
