// Modes: production refuses to start without its secrets (and says which), hides development
// routes and docs; demo/development generate secrets once and keep them in the data folder.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatePayloadKeyPair } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { resolveSecrets } from '../src/secrets';
import { DEMO_ACCOUNTS } from '../src/services/platform/seed';
import { DEMO_TEAM } from '../src/services/platform/seed-agent-team';
import { ENGINES, startPlatform, testDatabaseUrl, type TestPlatform } from './helpers';

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('production mode refuses to start without its secrets', () => {
  it('names the missing variables', async () => {
    const config = loadConfig({ PORTAL_MODE: 'production', DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-prod-')) });
    await expect(resolveSecrets(config)).rejects.toThrow(ConfigError);
    await expect(resolveSecrets(config)).rejects.toThrow(/PAYLOAD_PRIVATE_KEY, TOKEN_PEPPER and SEED_KEY/);
    await expect(buildApp({ config, logger: false })).rejects.toThrow(/Production mode needs/);
    await expect(
      resolveSecrets({
        ...config,
        tokenPepper: randomBytes(32).toString('base64'),
        seedKey: randomBytes(32).toString('base64'),
      }),
    ).rejects.toThrow(/needs PAYLOAD_PRIVATE_KEY\./);
  });

  it('needs SEED_KEY, the key the game seeds are derived with, and refuses one that is not 32 bytes', async () => {
    const config = loadConfig({ PORTAL_MODE: 'production' });
    const { privateKey } = await generatePayloadKeyPair();
    const tokenPepper = randomBytes(32).toString('base64');
    await expect(resolveSecrets({ ...config, payloadPrivateKey: privateKey, tokenPepper })).rejects.toThrow(
      /needs SEED_KEY\./,
    );
    await expect(
      resolveSecrets({
        ...config,
        payloadPrivateKey: privateKey,
        tokenPepper,
        seedKey: randomBytes(16).toString('base64'),
      }),
    ).rejects.toThrow(/SEED_KEY must hold 32 bytes/);
    const seedKey = randomBytes(32).toString('base64');
    const secrets = await resolveSecrets({ ...config, payloadPrivateKey: privateKey, tokenPepper, seedKey });
    expect(secrets.seedKey.equals(Buffer.from(seedKey, 'base64'))).toBe(true);
  });

  it('refuses a malformed key or a short pepper', async () => {
    const config = loadConfig({ PORTAL_MODE: 'production' });
    await expect(
      resolveSecrets({
        ...config,
        payloadPrivateKey: 'bm90IGEga2V5',
        tokenPepper: randomBytes(32).toString('base64'),
        seedKey: randomBytes(32).toString('base64'),
      }),
    ).rejects.toThrow(/not a base64 PKCS#8/);
    const { privateKey } = await generatePayloadKeyPair();
    const seedKey = randomBytes(32).toString('base64');
    await expect(
      resolveSecrets({ ...config, payloadPrivateKey: privateKey, tokenPepper: 'c2hvcnQ=', seedKey }),
    ).rejects.toThrow(/TOKEN_PEPPER/);
  });

  it('NODE_ENV=production implies production mode', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).mode).toBe('production');
    expect(() => loadConfig({ NODE_ENV: 'production', PORTAL_MODE: 'demo' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORTAL_MODE: 'staging' })).toThrow(/PORTAL_MODE/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('the real process exits with a clear message', () => {
    const result = spawnSync(process.execPath, ['--conditions=@portal/source', '--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORTAL_MODE: 'production',
        PORT: '8099',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-prod-')),
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'The platform cannot start: Production mode needs PAYLOAD_PRIVATE_KEY, TOKEN_PEPPER and SEED_KEY',
    );
  });
});

describe.each(ENGINES)('production mode with its secrets (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine, config: { mode: 'production' } });
  });
  afterAll(() => platform?.close());

  it('serves the API but no development routes and no docs', async () => {
    expect((await platform.client().call('getCountries', {})).status).toBe(200);
    expect((await platform.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    expect(
      (await platform.app.inject({ method: 'PUT', url: '/dev/maintenance', payload: { merchant: 'AUR', on: true } }))
        .statusCode,
    ).toBe(404);
    expect((await platform.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(404);
  });

  it('keeps captcha answers out of the outbox and marks the captcha cookie Secure', async () => {
    const result = await platform.client().call('getCaptcha', {});
    expect(String(result.headers['set-cookie'])).toContain('; Secure');
    const rows = await platform.app.platform.db
      .selectFrom('outbox')
      .selectAll()
      .where('channel', '=', 'captcha')
      .execute();
    expect(rows).toHaveLength(0);
  });

  // And when asked to, none with a known password: instance-credentials.test.ts.
  it('seeds no demo account unless asked to', async () => {
    const { db } = platform.app.platform;
    expect(await db.selectFrom('accounts').select('username').execute()).toEqual([]);
    expect((await db.selectFrom('tenants').select('tenant_id').execute()).length).toBeGreaterThan(0);
  });

  it('has neither a dev key nor demo staff, and writes no secrets file', async () => {
    expect(platform.app.platform.credentials).toMatchObject({ staffPasswords: {}, devKey: null, file: null });
    expect(await platform.app.platform.db.selectFrom('staff').select('username').execute()).toEqual([]);
    expect(existsSync(join(platform.config.dataDir, 'secrets.json'))).toBe(false);
  });

  it('sends HSTS', async () => {
    const response = await platform.app.inject({
      method: 'GET',
      url: '/wps/system/country',
      headers: { merchant: 'AUR' },
    });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});

describe('development secrets', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-dev-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('are generated once, kept private in the data folder, and sessions survive a restart', async () => {
    const config = { ...loadConfig({ PORTAL_MODE: 'demo', DATA_DIR: dataDir }), databaseUrl: undefined };
    const first = await buildApp({ config, logger: false });
    const login = await first.inject({ method: 'GET', url: '/wps/session/key/rsa', headers: { merchant: 'AUR' } });
    const keyId = login.json().value.keyId;
    await first.close();
    const file = join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    expect(Object.keys(stored).sort()).toEqual([
      'devKey',
      'payloadPrivateKey',
      'seedKey',
      'staffPasswords',
      'tokenPepper',
    ]);
    const second = await buildApp({ config, logger: false });
    expect(
      (await second.inject({ method: 'GET', url: '/wps/session/key/rsa', headers: { merchant: 'AUR' } })).json().value
        .keyId,
    ).toBe(keyId);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(stored);
    await second.close();
  });

  it('the seed is idempotent: a restart on the same database adds nothing', async () => {
    const config = { ...loadConfig({ PORTAL_MODE: 'development', DATA_DIR: dataDir }), databaseUrl: undefined };
    const app = await buildApp({ config, logger: false });
    const count = async () =>
      Number(
        (
          await app.platform.db
            .selectFrom('accounts')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const ledger = async () =>
      Number(
        (
          await app.platform.db
            .selectFrom('ledger')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const [accounts, entries] = [await count(), await ledger()];
    // Per tenant (two): the demo accounts and agent01's demo team (development seeds it).
    expect(accounts).toBe(2 * (DEMO_ACCOUNTS.length + DEMO_TEAM.length));
    await app.close();
    const again = await buildApp({ config, logger: false });
    expect(
      Number(
        (
          await again.platform.db
            .selectFrom('accounts')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(accounts);
    expect(
      Number(
        (
          await again.platform.db
            .selectFrom('ledger')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(entries);
    await again.close();
  });

  it('a database URL that cannot be reached fails the start instead of serving errors', async () => {
    const url = new URL(testDatabaseUrl());
    url.port = '1';
    const config = { ...loadConfig({ PORTAL_MODE: 'development', DATA_DIR: dataDir }), databaseUrl: url.toString() };
    await expect(buildApp({ config, logger: false })).rejects.toThrow();
  });
});

describe('configuration', () => {
  it('applies production rate limits in production and looser ones locally, overridable per variable', () => {
    expect(loadConfig({ PORTAL_MODE: 'production' }).rateLimits).toEqual({
      global: 600,
      login: 30,
      sms: 10,
      register: 10,
      boards: 60,
    });
    expect(loadConfig({ PORTAL_MODE: 'demo' }).rateLimits.login).toBe(300);
    expect(loadConfig({ PORTAL_MODE: 'production', RATE_LIMIT_LOGIN: '5' }).rateLimits.login).toBe(5);
    expect(() => loadConfig({ RATE_LIMIT_SMS: '-1' })).toThrow(/RATE_LIMIT_SMS/);
  });

  it('seeds the demo accounts outside production, and in production only when SEED_DEMO_ACCOUNTS=1 asks', () => {
    expect(loadConfig({ PORTAL_MODE: 'demo' }).seedDemoAccounts).toBe(true);
    expect(loadConfig({ PORTAL_MODE: 'development' }).seedDemoAccounts).toBe(true);
    expect(loadConfig({ PORTAL_MODE: 'production' }).seedDemoAccounts).toBe(false);
    const rehearsal = { PORTAL_MODE: 'production', SEED_DEMO_ACCOUNTS: '1', SEED_DEMO_PASSWORD: 'rehearsal-0123456' };
    expect(loadConfig(rehearsal).seedDemoAccounts).toBe(true);
  });

  it('defaults to port 8080 on 127.0.0.1, SQLite in apps/server/data and the repository tenants', () => {
    const config = loadConfig({});
    // Fail closed: no mode given is production (npm start sets demo itself).
    expect(config).toMatchObject({
      mode: 'production',
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      defaultTenant: 'aurora',
    });
    expect(config.sqliteFile).toMatch(/apps\/server\/data\/portal\.db$/);
    expect(config.tenantsDir).toMatch(/\/tenants$/);
    expect(config.portalDist).toMatch(/apps\/portal\/dist$/);
  });
});
