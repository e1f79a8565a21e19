// No well-known keys, probed as an attacker would: the operator API's once-published demo key, the
// `/dev` routes through a same-host tunnel or proxy, balance minted in demo mode, the demo accounts'
// published passwords in production, a demo instance listening on every address. Each case runs on
// SQLite and PostgreSQL where a database is involved.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { startupNotes } from '../src/secrets';
import { tenantRepositories } from '../src/repositories/index';
import { AURORA, DEMO_PASSWORD, ENGINES, LOTUS, startPlatform, type TestPlatform } from './helpers';

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLISHED_PASSWORDS = [DEMO_PASSWORD, '123456'];
const DEMO_USERNAMES = ['member01', 'agent01', 'reset01'];

interface StoredSecrets {
  staffPasswords: Record<string, Record<string, string>>;
  devKey: string;
}

const notes = (platform: TestPlatform) =>
  startupNotes(platform.config, platform.app.platform.credentials)
    .map((note) => note.message)
    .join('\n');
const readStored = (dataDir: string) =>
  JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as StoredSecrets;

/** A staff login's status from a remote address. */
async function staffLogin(platform: TestPlatform, merchantCode: string, username: string, password: string) {
  const response = await platform.app.inject({
    method: 'POST',
    url: '/ops/session',
    payload: { merchantCode, username, password },
    remoteAddress: '203.0.113.50',
  });
  return response.statusCode;
}

async function ops(platform: TestPlatform, key: string, remoteAddress = '203.0.113.50') {
  const response = await platform.app.inject({
    method: 'GET',
    url: '/ops/withdrawals?pageSize=1',
    headers: { authorization: `Bearer ${key}` },
    remoteAddress,
  });
  return response.statusCode;
}

describe.each(ENGINES)('operator credentials (%s)', (engine) => {
  const dataDirs: string[] = [];
  const platforms: TestPlatform[] = [];
  const newDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-credentials-'));
    dataDirs.push(dir);
    return dir;
  };
  const start = async (mode: 'demo' | 'development', dataDir: string) => {
    const platform = await startPlatform({ engine, config: { mode, dataDir } });
    platforms.push(platform);
    return platform;
  };
  afterAll(async () => {
    for (const platform of platforms) await platform.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses the once-published demo-operator-key-<MERCHANT> and guessable staff passwords, from anywhere', async () => {
    for (const mode of ['demo', 'development'] as const) {
      const platform = await start(mode, newDataDir());
      for (const merchant of [AURORA, LOTUS]) {
        expect(await ops(platform, `demo-operator-key-${merchant}`), `${mode} ${merchant}`).toBe(401);
        expect(await ops(platform, `demo-operator-key-${merchant}`, '127.0.0.1'), `${mode} ${merchant}`).toBe(401);
        for (const guess of ['admin', 'password', DEMO_PASSWORD, 'admin123456789'])
          expect(await staffLogin(platform, merchant, 'admin', guess), `${mode} ${merchant} ${guess}`).toBe(400);
      }
    }
  });

  it('generates a random password per demo staff member and tenant, keeps them 0600 and reuses them on restart', async () => {
    const dataDir = newDataDir();
    const first = await start('demo', dataDir);
    const file = join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = readStored(dataDir);
    expect(Object.keys(stored.staffPasswords).sort()).toEqual([AURORA, LOTUS]);
    expect(Object.keys(stored.staffPasswords[AURORA]!).sort()).toEqual([
      'admin',
      'checker',
      'content',
      'finance',
      'support',
    ]);
    expect(stored.staffPasswords[AURORA]!.admin).toMatch(/^[\w-]{24,}$/);
    expect(stored.staffPasswords[AURORA]!.admin).not.toBe(stored.staffPasswords[LOTUS]!.admin);
    // The password is the tenant's: aurora's admin password does not open lotus's admin.
    expect(await staffLogin(first, AURORA, 'admin', stored.staffPasswords[AURORA]!.admin!)).toBe(200);
    expect(await staffLogin(first, LOTUS, 'admin', stored.staffPasswords[AURORA]!.admin!)).toBe(400);
    expect(await staffLogin(first, LOTUS, 'admin', stored.staffPasswords[LOTUS]!.admin!)).toBe(200);

    const restarted = await start('demo', dataDir);
    expect(readStored(dataDir).staffPasswords).toEqual(stored.staffPasswords);
    expect(await staffLogin(restarted, AURORA, 'finance', stored.staffPasswords[AURORA]!.finance!)).toBe(200);

    // Another instance (another data folder) has passwords of its own.
    const other = await start('development', newDataDir());
    expect(await staffLogin(other, AURORA, 'finance', stored.staffPasswords[AURORA]!.finance!)).toBe(400);
  });

  it('shows the generated admin passwords once, at the start that made them, and names the file afterwards', async () => {
    const dataDir = newDataDir();
    const first = await start('demo', dataDir);
    const password = readStored(dataDir).staffPasswords[AURORA]!.admin!;
    const firstNotes = notes(first);
    expect(firstNotes).toContain(password);
    expect(firstNotes).toContain(join(dataDir, 'secrets.json'));
    expect(firstNotes).toContain('/backoffice/');
    const second = await start('demo', dataDir);
    const secondNotes = notes(second);
    expect(secondNotes).not.toContain(password);
    expect(secondNotes).toContain(join(dataDir, 'secrets.json'));
  });

  it('refuses to start with the retired OPERATOR_API_KEYS, saying what replaces it', () => {
    expect(() => loadConfig({ OPERATOR_API_KEYS: 'AUR:configured-operator-key-0123456789' })).toThrow(
      /named staff.*POST \/ops\/session/s,
    );
  });
});

describe('a demo or development instance listens on loopback unless told otherwise', () => {
  it('refuses a non-loopback HOST without ALLOW_REMOTE_DEMO=1, with a clear message', () => {
    for (const mode of ['demo', 'development']) {
      for (const host of ['0.0.0.0', '::', '192.168.1.10', 'example.com']) {
        expect(() => loadConfig({ PORTAL_MODE: mode, HOST: host }), `${mode} ${host}`).toThrow(ConfigError);
        expect(() => loadConfig({ PORTAL_MODE: mode, HOST: host })).toThrow(/ALLOW_REMOTE_DEMO=1/);
        expect(loadConfig({ PORTAL_MODE: mode, HOST: host, ALLOW_REMOTE_DEMO: '1' }).host).toBe(host);
      }
      for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost']) {
        expect(loadConfig({ PORTAL_MODE: mode, HOST: host }).host).toBe(host);
      }
    }
    expect(loadConfig({ PORTAL_MODE: 'production', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(() => loadConfig({ PORTAL_MODE: 'demo', ALLOW_REMOTE_DEMO: 'yes' })).toThrow(/ALLOW_REMOTE_DEMO/);
  });

  it('the real process exits before it listens', () => {
    const result = spawnSync(process.execPath, ['--conditions=@portal/source', '--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORTAL_MODE: 'demo',
        HOST: '0.0.0.0',
        PORT: '8098',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-remote-')),
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The platform cannot start: ');
    expect(result.stderr).toContain('ALLOW_REMOTE_DEMO=1');
  });
});

describe.each(ENGINES)('the /dev routes (%s)', (engine) => {
  let demo: TestPlatform;
  let development: TestPlatform;
  beforeAll(async () => {
    demo = await startPlatform({ engine, config: { mode: 'demo' } });
    development = await startPlatform({ engine, config: { mode: 'development' } });
  });
  afterAll(async () => {
    await demo?.close();
    await development?.close();
  });

  const devKey = (platform: TestPlatform) => String(platform.app.platform.credentials?.devKey);
  const credit = { merchant: AURORA, username: 'reset01', amountMinor: 1_000_000 };
  const balance = async (platform: TestPlatform) => {
    const repos = tenantRepositories(platform.app.platform.db, AURORA);
    const account = (await repos.accounts.findByUsername('reset01'))!;
    return repos.wallets.ledgerSum(account.id, 1);
  };

  it('answer nobody without the instance dev key: a same-host tunnel or proxy looks like this machine', async () => {
    // A TCP tunnel (ssh -R, a tunnel agent) or a TLS terminator on the same host connects from
    // loopback and need not add X-Forwarded-For: the peer address proves nothing.
    for (const platform of [demo, development]) {
      const before = await balance(platform);
      const requests = [
        { method: 'GET', url: '/dev/outbox' },
        { method: 'GET', url: '/dev/outbox?channel=sms' },
        { method: 'GET', url: '/dev/outbox', headers: { 'x-dev-key': 'not-the-key' } },
        { method: 'GET', url: '/dev/outbox?key=not-the-key' },
        { method: 'GET', url: '/dev/outbox', headers: { 'x-dev-key': '' } },
        { method: 'PUT', url: '/dev/maintenance', payload: { merchant: AURORA, on: true } },
        { method: 'POST', url: '/dev/credit', payload: credit },
      ] as const;
      for (const request of requests) {
        const response = await platform.app.inject({ ...request, remoteAddress: '127.0.0.1' });
        expect([response.statusCode, response.json().errorCode], `${platform.config.mode} ${request.url}`).toEqual([
          404,
          'not_found',
        ]);
      }
      expect(await balance(platform)).toBe(before);
      expect((await platform.client().call('getSystemStatus', { url: 'localhost' })).body.value).toMatchObject({
        maintenance: false,
      });
    }
  });

  it('answer this machine with the key, in a header or in the printed link; a remote peer never', async () => {
    for (const platform of [demo, development]) {
      const key = devKey(platform);
      expect(key).toMatch(/^[\w-]{32,}$/);
      expect(readStored(platform.config.dataDir).devKey).toBe(key);
      const header = await platform.app.inject({ method: 'GET', url: '/dev/outbox', headers: { 'x-dev-key': key } });
      expect(header.statusCode).toBe(200);
      const link = await platform.app.inject({ method: 'GET', url: `/dev/outbox?channel=sms&key=${key}` });
      expect(link.statusCode).toBe(200);
      const remote = await platform.app.inject({
        method: 'GET',
        url: '/dev/outbox',
        headers: { 'x-dev-key': key },
        remoteAddress: '203.0.113.7',
      });
      expect(remote.statusCode).toBe(404);
      const forwarded = await platform.app.inject({
        method: 'GET',
        url: '/dev/outbox',
        headers: { 'x-dev-key': key, 'x-forwarded-for': '203.0.113.7' },
      });
      expect(forwarded.statusCode).toBe(404);
    }
    expect(notes(demo)).toContain(`/dev/outbox?key=${devKey(demo)}`);
  });

  it('mint balance only in development: /dev/credit does not exist in demo mode, key or not', async () => {
    const before = await balance(demo);
    const refused = await demo.app.inject({
      method: 'POST',
      url: '/dev/credit',
      headers: { 'x-dev-key': devKey(demo) },
      payload: credit,
    });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([404, 'not_found']);
    expect(await balance(demo)).toBe(before);

    const devBefore = await balance(development);
    const headers = { 'x-dev-key': devKey(development) };
    const credited = await development.app.inject({ method: 'POST', url: '/dev/credit', headers, payload: credit });
    expect(credited.statusCode).toBe(200);
    expect(await balance(development)).toBe(devBefore + credit.amountMinor);
  });
});

describe.each(ENGINES)('demo accounts in production (%s)', (engine) => {
  const password = 'rehearsal-Password-4f9c1e7a';
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({
      engine,
      config: { mode: 'production', seedDemoAccounts: true, demoAccountsPassword: password },
    });
  });
  afterAll(() => platform?.close());

  it('open to no published password and hold no money', async () => {
    for (const merchant of [AURORA, LOTUS]) {
      const repos = tenantRepositories(platform.app.platform.db, merchant);
      for (const username of DEMO_USERNAMES) {
        const account = await repos.accounts.findByUsername(username);
        expect(account, `${username}@${merchant}`).toBeDefined();
        const balances = await repos.wallets.balances(account!.id);
        expect(
          balances.reduce((sum, wallet) => sum + wallet.balanceMinor, 0),
          `${username}@${merchant}`,
        ).toBe(0);
        expect(await repos.wallets.ledgerSum(account!.id, 1)).toBe(0);
        for (const known of PUBLISHED_PASSWORDS) {
          const client = platform.client(merchant);
          const result = await client.call('login', {
            username,
            password: known,
            type: 'username',
            loginDeviceId: 'd',
          });
          expect([result.status, result.body.errorCode], `${username}@${merchant} / ${known}`).toEqual([
            400,
            'login_failed',
          ]);
        }
      }
    }
  });

  it('open to the password the rehearsal gave', async () => {
    const token = await platform.client(AURORA).login('agent01', password);
    const balance = await platform.client(AURORA).call('getBalance', {}, { token });
    expect(balance.status).toBe(200);
  });
});

describe('SEED_DEMO_ACCOUNTS in production', () => {
  it('needs SEED_DEMO_PASSWORD, a long one, and takes it nowhere else', () => {
    const production = { PORTAL_MODE: 'production', SEED_DEMO_ACCOUNTS: '1' };
    expect(() => loadConfig(production)).toThrow(/SEED_DEMO_PASSWORD/);
    for (const weak of ['demo1234', '123456', 'short-password', 'x'.repeat(65), 'has a space in it 1234']) {
      expect(() => loadConfig({ ...production, SEED_DEMO_PASSWORD: weak }), weak).toThrow(ConfigError);
    }
    const password = 'a-long-random-password-1234';
    expect(loadConfig({ ...production, SEED_DEMO_PASSWORD: password })).toMatchObject({
      seedDemoAccounts: true,
      demoAccountsPassword: password,
    });
    expect(() => loadConfig({ PORTAL_MODE: 'production', SEED_DEMO_PASSWORD: password })).toThrow(
      /SEED_DEMO_ACCOUNTS=1/,
    );
    expect(() => loadConfig({ PORTAL_MODE: 'demo', SEED_DEMO_PASSWORD: password })).toThrow(/SEED_DEMO_PASSWORD/);
    expect(() => loadConfig({ PORTAL_MODE: 'production', SEED_DEMO_ACCOUNTS: 'yes' })).toThrow(/SEED_DEMO_ACCOUNTS/);
  });
});
