// Configuration from the environment, read once at start. Every setting has a demo-friendly
// default except the production secrets: production refuses to start without them (see secrets.ts).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type PortalMode = 'demo' | 'development' | 'production';

export interface RateLimitSettings {
  /** Requests per minute per client IP on every route. */
  global: number;
  /** Requests per minute per client IP on login, free play and password recovery. */
  login: number;
  /** Requests per minute per client IP on SMS sends. */
  sms: number;
  /** Requests per minute per client IP on registration. */
  register: number;
}

export interface AppConfig {
  mode: PortalMode;
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise SQLite at `sqliteFile`. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (created if missing); tests give each suite its own. */
  databaseSchema: string | undefined;
  dataDir: string;
  sqliteFile: string;
  redisUrl: string | undefined;
  portalDist: string;
  tenantsDir: string;
  defaultTenant: string;
  /** Secrets from the environment; in demo/development missing ones are generated into dataDir. */
  payloadPrivateKey: string | undefined;
  tokenPepper: string | undefined;
  rateLimits: RateLimitSettings;
  /** Trust X-Forwarded-For from a load balancer (TRUST_PROXY=1). */
  trustProxy: boolean;
  /** The header in which the CDN or load balancer reports the visitor's country (read only with trustProxy). */
  geoCountryHeader: string;
  logLevel: string;
  /** Slot games of the demo catalogue seeded into a tenant without games (DEMO_SLOT_GAMES; 10,000 in demo and development, 0 in production: operators import theirs). */
  demoSlotGames: number;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The repository root: the nearest folder above this file holding pnpm-workspace.yaml (works from src/ and from dist/). */
export function findRepoRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(start, '..', '..', '..');
    dir = parent;
  }
}

function parseMode(env: NodeJS.ProcessEnv): PortalMode {
  const mode = env.PORTAL_MODE ?? (env.NODE_ENV === 'production' ? 'production' : 'development');
  if (env.NODE_ENV === 'production' && mode !== 'production') {
    throw new ConfigError(`NODE_ENV=production implies PORTAL_MODE=production (got PORTAL_MODE=${mode}).`);
  }
  if (mode !== 'demo' && mode !== 'development' && mode !== 'production') {
    throw new ConfigError(`PORTAL_MODE must be demo, development or production (got "${mode}").`);
  }
  return mode;
}

function parsePositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new ConfigError(`${name} must be a positive integer (got "${value}").`);
  return n;
}

/** Production limits per client IP per minute. */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = { global: 600, login: 30, sms: 10, register: 10 };
/** Demo and development share one IP between a person, the e2e suite and tools: ten times looser. */
const LOCAL_RATE_LIMITS: RateLimitSettings = { global: 6000, login: 300, sms: 100, register: 100 };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const root = findRepoRoot();
  const mode = parseMode(env);
  const dataDir = resolve(env.DATA_DIR ?? join(root, 'apps', 'server', 'data'));
  const port = parsePositiveInt('PORT', env.PORT, 8080);
  const limits = mode === 'production' ? DEFAULT_RATE_LIMITS : LOCAL_RATE_LIMITS;
  if (port > 65535) throw new ConfigError(`PORT must be at most 65535 (got ${port}).`);
  return {
    mode,
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    dataDir,
    sqliteFile: join(dataDir, 'portal.db'),
    redisUrl: env.REDIS_URL || undefined,
    portalDist: resolve(env.PORTAL_DIST ?? join(root, 'apps', 'portal', 'dist')),
    tenantsDir: resolve(env.TENANTS_DIR ?? join(root, 'tenants')),
    defaultTenant: env.DEFAULT_TENANT ?? 'aurora',
    payloadPrivateKey: env.PAYLOAD_PRIVATE_KEY || undefined,
    tokenPepper: env.TOKEN_PEPPER || undefined,
    rateLimits: {
      global: parsePositiveInt('RATE_LIMIT_GLOBAL', env.RATE_LIMIT_GLOBAL, limits.global),
      login: parsePositiveInt('RATE_LIMIT_LOGIN', env.RATE_LIMIT_LOGIN, limits.login),
      sms: parsePositiveInt('RATE_LIMIT_SMS', env.RATE_LIMIT_SMS, limits.sms),
      register: parsePositiveInt('RATE_LIMIT_REGISTER', env.RATE_LIMIT_REGISTER, limits.register),
    },
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    geoCountryHeader: (env.GEO_COUNTRY_HEADER ?? 'cf-ipcountry').toLowerCase(),
    logLevel: env.LOG_LEVEL ?? 'info',
    demoSlotGames: env.DEMO_SLOT_GAMES === '0' ? 0 : parsePositiveInt('DEMO_SLOT_GAMES', env.DEMO_SLOT_GAMES, mode === 'production' ? 0 : 10_000),
  };
}
