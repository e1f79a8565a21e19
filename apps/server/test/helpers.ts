// Test harness: builds the platform on a fresh database (a temporary SQLite file, or a schema of
// its own in the test PostgreSQL), with a manual clock, and a client that speaks the contract
// (headers, query/JSON/form bodies, encrypted E payloads, the captcha cookie).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  encryptPayload,
  endpoints,
  generatePayloadKeyPair,
  type EndpointName,
  type EndpointRequest,
  type EndpointValue,
} from '@portal/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { ManualClock } from '../src/lib/clock';
import { PasswordHasher } from '../src/lib/passwords';
import { resolveSecrets, type ServerSecrets } from '../src/secrets';

export type Engine = 'sqlite' | 'postgres';
/** Every suite runs on both engines. */
export const ENGINES: readonly Engine[] = ['sqlite', 'postgres'];

export const AURORA = 'AUR';
export const LOTUS = 'LTS';
export const DEMO_PASSWORD = 'demo1234';

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL ?? inject('TEST_DATABASE_URL');
  if (!url) throw new Error('TEST_DATABASE_URL is not set and the global setup did not start PostgreSQL');
  return url;
}

export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL ?? inject('TEST_REDIS_URL');
  if (!url) throw new Error('TEST_REDIS_URL is not set and the global setup did not start Redis');
  return url;
}

let sharedSecrets: Promise<ServerSecrets> | undefined;
/** One key pair per test process (RSA generation is slow); instances in a test share it, as a deployment would. */
export function testSecrets(): Promise<ServerSecrets> {
  sharedSecrets ??= generatePayloadKeyPair().then(({ privateKey }) =>
    resolveSecrets({
      ...loadConfig({ PORTAL_MODE: 'production' }),
      payloadPrivateKey: privateKey,
      tokenPepper: randomBytes(32).toString('base64'),
      seedKey: randomBytes(32).toString('base64'),
    }),
  );
  return sharedSecrets;
}

const builtPage = (tenant: string, page: string) =>
  `<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body data-tenant="${tenant}" data-page="${page}"></body></html>`;

/**
 * A built portal for two tenants (aurora, lotus) in a temporary folder. Lotus has build-time first
 * paints (register/index.html) and the bare app.html; aurora is a build from before them (only index.html).
 */
export function makePortalDist(root: string): string {
  const dist = join(root, 'dist');
  for (const tenant of ['aurora', 'lotus']) {
    mkdirSync(join(dist, tenant, 'assets'), { recursive: true });
    writeFileSync(join(dist, tenant, 'index.html'), builtPage(tenant, 'home'));
    writeFileSync(join(dist, tenant, 'assets', 'app-1a2b3c.js'), `console.log(${JSON.stringify(tenant)});`);
    writeFileSync(join(dist, tenant, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }
  mkdirSync(join(dist, 'lotus', 'register'));
  writeFileSync(join(dist, 'lotus', 'register', 'index.html'), builtPage('lotus', 'register'));
  writeFileSync(join(dist, 'lotus', 'app.html'), builtPage('lotus', 'app'));
  return dist;
}

export interface TestPlatform {
  app: FastifyInstance;
  clock: ManualClock;
  config: AppConfig;
  engine: Engine;
  client(merchant?: string, language?: string): TestClient;
  close(): Promise<void>;
}

export interface PlatformOptions {
  engine: Engine;
  config?: Partial<AppConfig>;
  clock?: ManualClock;
  /** Reuse a database (two instances): the PostgreSQL schema or SQLite file of another platform. */
  shareWith?: TestPlatform;
  redis?: boolean;
  messages?: BuildAppOptions['messages'];
  /** The app's logger (off unless a test reads the log). */
  logger?: BuildAppOptions['logger'];
  /** Adds routes before the app is ready (tests of the app's own machinery). */
  beforeReady?: (app: FastifyInstance) => void;
}

/**
 * Two instances of the platform on one database and one clock, as a scale-out runs them, started
 * before a suite's tests and closed after them: read `instances.a` and `instances.b` in its tests.
 */
export function twoInstancesPerSuite(engine: Engine): { a: TestPlatform; b: TestPlatform } {
  const instances = {} as { a: TestPlatform; b: TestPlatform };
  beforeAll(async () => {
    instances.a = await startPlatform({ engine });
    instances.b = await startPlatform({ engine, shareWith: instances.a, clock: instances.a.clock });
  });
  afterAll(async () => {
    await instances.b?.close();
    await instances.a?.close();
  });
  return instances;
}

/** Hashes at the test platforms' cost, for the rows a test writes itself. */
export const TEST_HASHER = new PasswordHasher('low');

export async function startPlatform(options: PlatformOptions): Promise<TestPlatform> {
  const root = mkdtempSync(join(tmpdir(), 'portal-server-test-'));
  const schema = options.shareWith?.config.databaseSchema ?? `t_${randomBytes(6).toString('hex')}`;
  // Passwords hashed at the low cost: the suites register and log in thousands of times, ~30 ms of
  // hashing each at the production cost (a test that passes mode 'production' keeps the low cost:
  // only loadConfig's refusal of it in production is under test, in account-security.test.ts).
  const base = loadConfig({ PORTAL_MODE: 'development', PASSWORD_HASH_COST: 'low' });
  const config: AppConfig = {
    ...base,
    dataDir: root,
    sqliteFile: options.shareWith?.config.sqliteFile ?? join(root, 'portal.db'),
    databaseUrl: options.engine === 'postgres' ? testDatabaseUrl() : undefined,
    databaseSchema: options.engine === 'postgres' ? schema : undefined,
    redisUrl: options.redis ? testRedisUrl() : undefined,
    portalDist: makePortalDist(root),
    rateLimits: { global: 100_000, login: 100_000, sms: 100_000, register: 100_000, boards: 100_000 },
    // The chat's flood limit per member likewise (the chat suite sets a low one where it tests it).
    chat: { floodPerMinute: 100_000 },
    // A small demo catalogue (every vendor, 160 slot games): suites start many platforms. A test that needs the full one passes demoSlotGames.
    demoSlotGames: 160,
    // The suites log in as the demo accounts; production seeds them only when a test asks (with a
    // password of its own: production never gives them the published ones).
    seedDemoAccounts: options.config?.mode !== 'production',
    // agent01's demo team is left out (its bets and contracts would enter every suite's figures, and
    // it costs each start); the seed's own test turns it on.
    seedDemoTeam: false,
    // Lottery tests call the draw scheduler's tick with the test clock; no platform ticks on its own,
    // and no game starts with a history (the seed's own test asks for one).
    lottery: { ...base.lottery, timer: false, historyIssues: 0 },
    // Money tests call the money scheduler's tick with the test clock likewise.
    money: { ...base.money, timer: false },
    // And the points accrual's.
    points: { ...base.points, timer: false },
    // And the promotions' settlement's.
    promotions: { ...base.promotions, timer: false },
    missions: { ...base.missions, timer: false },
    // And the agents' salary settlement's.
    agentSettlement: { ...base.agentSettlement, timer: false },
    ...options.config,
  };
  const clock = options.clock ?? new ManualClock(Date.UTC(2026, 5, 1, 12));
  const app = await buildApp({
    config,
    clock,
    secrets: await testSecrets(),
    logger: options.logger ?? false,
    ...(options.messages ? { messages: options.messages } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  const platform: TestPlatform = {
    app,
    clock,
    config,
    engine: options.engine,
    client: (merchant = AURORA, language = 'EN') => new TestClient(app, merchant, language),
    async close() {
      await app.close();
      if (!options.shareWith) {
        if (options.engine === 'postgres') await dropSchema(schema);
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
  return platform;
}

async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

export interface CallResult<T> {
  status: number;
  body: { success: boolean; value: T | null; message?: string; errorCode?: string };
  headers: LightMyRequestResponse['headers'];
  response: LightMyRequestResponse;
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  /** Send an E call's payload in plain JSON (to prove the server refuses it). */
  plain?: boolean;
  /** The peer's address (a client elsewhere, or a load balancer in front). */
  remoteAddress?: string;
  /** A binary call's body (its fields go in the query string); its content type defaults to application/octet-stream. */
  bytes?: Buffer;
  contentType?: string;
}

/** A client of one tenant that speaks the contract, keeping the captcha cookie like a browser. */
export class TestClient {
  private cookie: string | undefined;
  private payloadKey: { keyId: string; publicKey: string } | undefined;

  constructor(
    readonly app: FastifyInstance,
    readonly merchant: string,
    readonly language: string,
  ) {}

  baseHeaders(): Record<string, string> {
    return { merchant: this.merchant, language: this.language, device: 'web', 'x-gateway-version': '3' };
  }

  private async key(): Promise<{ keyId: string; publicKey: string }> {
    if (!this.payloadKey) {
      const result = await this.call('getPayloadKey', {});
      this.payloadKey = result.body.value!;
    }
    return this.payloadKey;
  }

  async call<N extends EndpointName>(
    name: N,
    payload: EndpointRequest<N> | Record<string, unknown>,
    options: CallOptions = {},
  ): Promise<CallResult<EndpointValue<N>>> {
    const endpoint = endpoints[name];
    const headers: Record<string, string> = { ...this.baseHeaders(), ...options.headers };
    if (options.token) headers.authorization = options.token;
    if (this.cookie) headers.cookie = this.cookie;
    let url = endpoint.path;
    let body: string | undefined;
    if (endpoint.body === 'query' || endpoint.body === 'binary') {
      const query = new URLSearchParams(
        Object.entries(payload as Record<string, unknown>).map(([k, v]): [string, string] => [k, String(v)]),
      );
      if ([...query].length) url += `?${query}`;
    } else if (endpoint.body === 'form') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(
        Object.entries(payload as Record<string, unknown>).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
    } else if (endpoint.body === 'json') {
      headers['content-type'] = 'application/json';
      if (endpoint.encrypted && !options.plain) {
        const key = await this.key();
        const sealed = await encryptPayload(key.publicKey, key.keyId, payload);
        headers.encryption = sealed.header;
        body = JSON.stringify(sealed.body);
      } else {
        body = JSON.stringify(payload);
      }
    }
    let sent: string | Buffer | undefined = body;
    if (endpoint.body === 'binary' && options.bytes) {
      headers['content-type'] = options.contentType ?? 'application/octet-stream';
      sent = options.bytes;
    }
    const response = await this.app.inject({
      method: endpoint.method,
      url,
      headers,
      ...(sent !== undefined ? { payload: sent } : {}),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
    const setCookie = response.headers['set-cookie'];
    const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    for (const c of cookies) if (c.startsWith('portal_captcha=')) this.cookie = c.split(';')[0];
    return { status: response.statusCode, body: response.json(), headers: response.headers, response };
  }

  /** Logs in by username; returns the token (throws with the envelope when the login fails). */
  async login(username: string, password = DEMO_PASSWORD, extra: Record<string, unknown> = {}): Promise<string> {
    const result = await this.call('login', {
      username,
      password,
      type: 'username',
      loginDeviceId: 'test-device',
      ...extra,
    });
    if (result.status !== 200) throw new Error(`login failed: ${result.status} ${JSON.stringify(result.body)}`);
    return result.body.value!.token;
  }

  /** Fetches a captcha (setting the cookie) and reads its answer from the development outbox. */
  async captcha(): Promise<string> {
    const result = await this.call('getCaptcha', {});
    if (result.status !== 200) throw new Error(`captcha failed: ${JSON.stringify(result.body)}`);
    const id = this.cookie!.split('=')[1]!;
    const outbox = await readOutbox(this.app, { recipient: id, channel: 'captcha' });
    return outbox[0]!.code!;
  }

  /**
   * A call that needs a solved captcha (SMS sends, the recovery mail), made as the portal makes it:
   * a fresh captcha, its answer, then the call.
   */
  async withCaptcha<N extends 'sendLoginSms' | 'sendRegisterSms' | 'forgotPasswordByEmail'>(
    name: N,
    payload: Record<string, unknown>,
  ): Promise<CallResult<EndpointValue<N>>> {
    return this.call(name, { ...payload, captcha: await this.captcha() });
  }

  forgetCaptcha(): void {
    this.cookie = undefined;
  }

  /** The same browser reaching another instance: carry the cookie over. */
  shareCookiesWith(other: TestClient): void {
    other.cookie = this.cookie;
  }
}

export interface OutboxEntry {
  id: number;
  merchantCode: string;
  channel: string;
  recipient: string;
  code: string | null;
  text: string;
  createdAt: number;
}

/** The instance's dev key (generated into its data folder), which every /dev request carries. */
export function devKeyHeader(app: FastifyInstance): Record<string, string> {
  return { 'x-dev-key': app.platform.credentials.devKey ?? '' };
}

/** A demo staff member's password on this instance (generated into its data folder). */
export function staffPasswordOf(platform: TestPlatform, merchant: string, username: string): string {
  const password = platform.app.platform.credentials.staffPasswords[merchant]?.[username];
  if (!password) throw new Error(`no demo staff ${username} at ${merchant}`);
  return password;
}

const staffTokens = new WeakMap<FastifyInstance, Map<string, Promise<{ token: string; expiresAt: number }>>>();

/**
 * A bearer token of a demo staff member (admin, finance, content, support, checker), logged in
 * through `POST /ops/session` once per instance (again once the test clock passed its expiry).
 */
export async function staffToken(platform: TestPlatform, merchant: string, username: string): Promise<string> {
  const tokens = staffTokens.get(platform.app) ?? new Map<string, Promise<{ token: string; expiresAt: number }>>();
  staffTokens.set(platform.app, tokens);
  const key = `${merchant}/${username}`;
  let session = tokens.get(key);
  if (!session || (await session).expiresAt <= platform.clock.now()) {
    session = platform.app
      .inject({
        method: 'POST',
        url: '/ops/session',
        headers: { 'content-type': 'application/json' },
        payload: { merchantCode: merchant, username, password: staffPasswordOf(platform, merchant, username) },
      })
      .then((response) => {
        if (response.statusCode !== 200) throw new Error(`staff login ${username}@${merchant}: ${response.body}`);
        return (response.json() as { value: { token: string; expiresAt: number } }).value;
      });
    tokens.set(key, session);
  }
  return (await session).token;
}

export async function readOutbox(app: FastifyInstance, filters: Record<string, string> = {}): Promise<OutboxEntry[]> {
  const url = `/dev/outbox?${new URLSearchParams(filters)}`;
  const response = await app.inject({ method: 'GET', url, headers: devKeyHeader(app) });
  if (response.statusCode !== 200) throw new Error(`outbox: ${response.statusCode} ${response.body}`);
  return (response.json() as { value: OutboxEntry[] }).value;
}

/** The newest SMS code sent to a number (`+84912000001`). */
export async function lastSmsCode(app: FastifyInstance, recipient: string): Promise<string> {
  const [entry] = await readOutbox(app, { recipient, channel: 'sms' });
  if (!entry?.code) throw new Error(`no SMS to ${recipient}`);
  return entry.code;
}

export const MINUTE = 60_000;
