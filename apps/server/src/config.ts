// Configuration from the environment, read once at start. Every setting has a demo-friendly
// default except the production secrets: production refuses to start without them (see secrets.ts).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOGIN_CODE_RESEND_SECONDS } from '@portal/contracts';

export type PortalMode = 'demo' | 'development' | 'production';

/** How new password hashes are made (lib/passwords.ts); see AppConfig.passwordHashCost. */
export const PASSWORD_HASH_COSTS = ['owasp', 'low'] as const;
export type PasswordHashCost = (typeof PASSWORD_HASH_COSTS)[number];

export interface RateLimitSettings {
  /** Requests per minute per client IP on every route. */
  global: number;
  /** Requests per minute per client IP on login, free play and password recovery. */
  login: number;
  /** Requests per minute per client IP on SMS sends. */
  sms: number;
  /** Requests per minute per client IP on registration. */
  register: number;
  /**
   * Requests per minute per client IP on each public board that anonymous visitors read (the
   * winner board, the popular lotteries): answered from a per-tenant cache, but a client polling
   * them in a loop is stopped well before the global limit.
   */
  boards: number;
}

/** Daily caps (rolling 24 hours) that keep the platform from being used to send, mail or create in bulk. */
export interface AbuseLimits {
  /** SMS sends from one client IP. */
  smsPerIp: number;
  /** SMS sends to one number. */
  smsPerNumber: number;
  /** SMS sends to one destination country, per tenant. */
  smsPerCountry: number;
  /** SMS sends of one tenant. */
  smsPerTenant: number;
  /** Recovery mails to one account. */
  recoveryMailsPerAccount: number;
  /** Trial (free play) accounts from one client IP. */
  freePlayPerIp: number;
  /** Trial accounts older than this many days are deleted. */
  trialAccountDays: number;
}

/**
 * Which forwarded client addresses to believe: none (`false`), those added by the last `n` proxies
 * (a hop count), or those added by proxies at the given addresses / CIDRs. Never "every hop".
 */
export type TrustProxy = false | number | string[];

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
  /** BACKOFFICE_DIST: the built back office (apps/backoffice/dist), served at /backoffice/. */
  backofficeDist: string;
  /** STORYBOOK_DIST: the static Storybook (apps/storybook/storybook-static), served at /storybook/<brand>/ in demo and development mode. */
  storybookDist: string;
  tenantsDir: string;
  /**
   * DEMO_OIDC_PORT: in demo and development mode main.ts starts the local OpenID Connect provider
   * (services/social-sign-in/local-oidc-provider.ts) on 127.0.0.1 at this port (4455), the issuer the
   * demo brands' social sign-in buttons name; 0 switches it off. Never in production.
   */
  demoOidcPort: number;
  defaultTenant: string;
  /** Secrets from the environment; in demo/development missing ones are generated into dataDir. */
  payloadPrivateKey: string | undefined;
  tokenPepper: string | undefined;
  /** SEED_KEY: 32 bytes, base64; the game seeds are derived from it (games/fairness.ts). */
  seedKey: string | undefined;
  rateLimits: RateLimitSettings;
  abuseLimits: AbuseLimits;
  /** TRUST_PROXY: a hop count (`1`) or the load balancers' addresses / CIDRs (`10.0.0.5,10.1.0.0/16`). */
  trustProxy: TrustProxy;
  /** The header in which the CDN or load balancer reports the visitor's country (read only with trustProxy). */
  geoCountryHeader: string;
  logLevel: string;
  /** DRAIN_SECONDS: after SIGTERM, how long an instance keeps serving while /readyz answers 503 (5), so the balancer stops sending first. */
  drainSeconds: number;
  /** Slot games of the demo catalogue seeded into a tenant without games (DEMO_SLOT_GAMES; 10,000 in demo and development, 0 in production: operators import theirs). */
  demoSlotGames: number;
  /**
   * Whether the first start seeds the demo accounts (member01, agent01, reset01): outside
   * production always, with the README's passwords and balances; in production only when
   * SEED_DEMO_ACCOUNTS=1 says so (the topology rehearsal's load script logs in as them; a real
   * deployment leaves it unset), then with `demoAccountsPassword` and no money.
   */
  seedDemoAccounts: boolean;
  /**
   * SEED_DEMO_TEAM: whether the first start gives agent01 its demo team (sub-agents, members, 30
   * days of bets, contracts; services/platform/seed-agent-team.ts). Demo and development: on unless
   * `0`; production: never (a rehearsal's demo accounts have no money). The test harness turns it
   * off (suites start many platforms, and the team's bets and contracts would enter their figures).
   */
  seedDemoTeam: boolean;
  /**
   * SEED_DEMO_PASSWORD: in production with SEED_DEMO_ACCOUNTS=1 (and only there), the password of
   * every demo account, 16 to 64 printable characters, chosen by whoever sets the flag (the
   * topology script generates one per run); never one of the published demo passwords.
   */
  demoAccountsPassword: string | undefined;
  lottery: LotterySettings;
  money: MoneySettings;
  points: PointsSettings;
  promotions: PromotionSettings;
  missions: MissionsSettings;
  /** The agents' salary settlement (jobs/agent-settlement.ts). */
  agentSettlement: PointsSettings;
  /** Live chat (services/support). */
  chat: ChatSettings;
  /**
   * REALITY_CHECK_MINUTE_MS: how long one minute of the reality-check interval lasts (60000). Outside
   * production only, so an end-to-end test sees the check after seconds; production ignores it.
   */
  realityCheckMinuteMs: number;
  /**
   * LOGIN_CODE_RESEND_SECONDS: how long a new-device login code must wait before "Send the code
   * again" (the contract's LOGIN_CODE_RESEND_SECONDS, 60). Outside production only, so an end-to-end
   * test need not wait out the minute (it moves the browser's clock for the countdown); production
   * ignores it, as the portal's countdown is the contract's.
   */
  loginCodeResendSeconds: number;
  /**
   * PASSWORD_HASH_COST: how new password hashes are made (lib/passwords.ts): `owasp` (the default,
   * argon2id at OWASP's minimum) or `low` (1 MiB, 1 pass), which test runs set so that thousands of
   * registrations and logins do not spend minutes hashing. Production refuses `low`.
   */
  passwordHashCost: PasswordHashCost;
}

/** Live chat's limits (services/support, routes/support). */
export interface ChatSettings {
  /** CHAT_FLOOD_PER_MINUTE: messages (text and image, each its own count) a member may send per minute (20). */
  floodPerMinute: number;
}

/** The lottery draws job (jobs/lottery-draws.ts) and the demo games' seeding. */
export interface LotterySettings {
  /** LOTTERY_TIMER: tick on a timer (on by default; tests switch it off and call tick themselves). */
  timer: boolean;
  /** LOTTERY_TICK_MS: how often each instance ticks (1000). */
  tickMs: number;
  /** LOTTERY_FAST_INTERVAL_SECONDS: minutes between the demo e-lottery's draws, in seconds (180), for newly seeded tenants. */
  fastIntervalSeconds: number;
  /**
   * LOTTERY_HISTORY_ISSUES: past issues a game gets when it has none yet, drawn by the job's first
   * pass so results show from the first minute (10 outside production, 0 in production).
   */
  historyIssues: number;
}

/** The money jobs (jobs/money-jobs.ts). */
export interface MoneySettings {
  /** MONEY_TIMER: tick the money jobs on a timer (on by default; tests switch it off and call tick themselves). */
  timer: boolean;
  /** MONEY_TICK_MS: how often each instance ticks (5000). */
  tickMs: number;
  /** DEMO_WITHDRAWAL_AUTO_SECONDS: in demo mode, withdrawals are approved and then paid this long after each step (30); 0 switches it off. Never in other modes. */
  demoWithdrawalAutoSeconds: number;
}

/** The points accrual (jobs/points-accrual.ts). */
export interface PointsSettings {
  /** POINTS_TIMER: tick the accrual on a timer (on by default; tests switch it off and call tick themselves). */
  timer: boolean;
  /** POINTS_TICK_MS: how often each instance ticks (30000). */
  tickMs: number;
}

/** The promotions' settlement (jobs/promotion-settlement.ts). */
export interface PromotionSettings {
  /** PROMOTIONS_TIMER: tick the settlement on a timer (on by default; tests switch it off and call tick themselves). */
  timer: boolean;
  /** PROMOTIONS_TICK_MS: how often each instance ticks (10000). */
  tickMs: number;
}

/** The missions' period close (jobs/mission-periods.ts). */
export interface MissionsSettings {
  /** MISSIONS_TIMER: tick the close on a timer (on by default; tests switch it off and call tick themselves). */
  timer: boolean;
  /** MISSIONS_TICK_MS: how often each instance ticks (60000). */
  tickMs: number;
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

/**
 * Fail closed: without an explicit PORTAL_MODE the platform runs in production (secrets required,
 * no /dev routes, no captcha answers in an outbox). `npm start` sets demo mode itself.
 */
function parseMode(env: NodeJS.ProcessEnv): PortalMode {
  const mode = env.PORTAL_MODE || 'production';
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

function parseNonNegativeInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new ConfigError(`${name} must be a whole number of at least 0 (got "${value}").`);
  return n;
}

/** `AUR:key1,LTS:key2` → { AUR: ['key1'], LTS: ['key2'] }; a key is at least 24 characters (it is the operator's whole credential). */

const PROXY_ENTRY = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/;

function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = value?.trim() ?? '';
  if (raw === '' || raw === '0' || raw === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw === 'true' || raw === '*') {
    throw new ConfigError(
      "TRUST_PROXY=true would believe any client-written X-Forwarded-For. Give the load balancers' addresses or CIDRs (10.0.0.5,10.1.0.0/16) or a hop count (1).",
    );
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !PROXY_ENTRY.test(entry));
  if (bad !== undefined)
    throw new ConfigError(`TRUST_PROXY must be a hop count or a list of addresses / CIDRs (got "${bad}").`);
  return entries;
}

/** A switch that is off unless set to exactly `1` (empty and `0` are off; anything else is a mistake). */
function parseSwitch(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new ConfigError(`${name} must be 1 (on) or 0 / unset (off) (got "${value}").`);
}

/** A switch that is on unless `0` says off (`1` or unset: on). */
function parseSwitchOff(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '1') return false;
  if (value === '0') return true;
  throw new ConfigError(`${name} must be 1 / unset (on) or 0 (off) (got "${value}").`);
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/i;

/** Whether HOST keeps the listener on this machine (the loopback interface only). */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOST.test(host.trim());
}

/**
 * Demo and development publish their demo accounts' passwords and hand out what an outbox shows:
 * they listen on loopback unless ALLOW_REMOTE_DEMO=1 says that other machines are meant to reach them.
 */
function parseHost(env: NodeJS.ProcessEnv, mode: PortalMode): string {
  const host = env.HOST ?? '127.0.0.1';
  const allowRemote = parseSwitch('ALLOW_REMOTE_DEMO', env.ALLOW_REMOTE_DEMO);
  if (mode !== 'production' && !isLoopbackHost(host) && !allowRemote) {
    throw new ConfigError(
      `PORTAL_MODE=${mode} listens on loopback only, and HOST=${host} is not loopback: a ${mode} ` +
        'instance has demo accounts with published passwords. Use HOST=127.0.0.1, or set ' +
        'ALLOW_REMOTE_DEMO=1 if other machines are meant to reach this instance.',
    );
  }
  return host;
}

const REHEARSAL_PASSWORD = /^[\x21-\x7e]{16,64}$/;

/** SEED_DEMO_ACCOUNTS and SEED_DEMO_PASSWORD: see AppConfig.seedDemoAccounts and demoAccountsPassword. */
function parseDemoAccounts(env: NodeJS.ProcessEnv, mode: PortalMode): { seed: boolean; password?: string } {
  const flag = parseSwitch('SEED_DEMO_ACCOUNTS', env.SEED_DEMO_ACCOUNTS);
  const password = env.SEED_DEMO_PASSWORD || undefined;
  if (mode !== 'production') {
    if (password !== undefined) {
      throw new ConfigError(
        `SEED_DEMO_PASSWORD is for production with SEED_DEMO_ACCOUNTS=1 only; PORTAL_MODE=${mode} ` +
          "seeds the demo accounts with the README's passwords. Unset it.",
      );
    }
    return { seed: true };
  }
  if (!flag) {
    if (password !== undefined) {
      throw new ConfigError('SEED_DEMO_PASSWORD is set but SEED_DEMO_ACCOUNTS=1 is not: set both or neither.');
    }
    return { seed: false };
  }
  if (password === undefined || !REHEARSAL_PASSWORD.test(password)) {
    throw new ConfigError(
      "SEED_DEMO_ACCOUNTS=1 in production needs SEED_DEMO_PASSWORD: the demo accounts' password, " +
        '16 to 64 printable characters without spaces (e.g. `openssl rand -base64 24`). The ' +
        "README's demo passwords are never used in production.",
    );
  }
  return { seed: true, password };
}

/** PASSWORD_HASH_COST: see AppConfig.passwordHashCost. */
function parsePasswordHashCost(env: NodeJS.ProcessEnv, mode: PortalMode): PasswordHashCost {
  const cost = env.PASSWORD_HASH_COST || 'owasp';
  if (!PASSWORD_HASH_COSTS.includes(cost as PasswordHashCost)) {
    throw new ConfigError(`PASSWORD_HASH_COST must be owasp or low (got "${cost}").`);
  }
  if (cost === 'low' && mode === 'production') {
    throw new ConfigError(
      'PASSWORD_HASH_COST=low is for test runs only: production hashes passwords at the owasp cost.',
    );
  }
  return cost as PasswordHashCost;
}

/** Production limits per client IP per minute. */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = { global: 600, login: 30, sms: 10, register: 10, boards: 60 };
/** Demo and development share one IP between a person, the e2e suite and tools: ten times looser. */
const LOCAL_RATE_LIMITS: RateLimitSettings = { global: 6000, login: 300, sms: 100, register: 100, boards: 600 };

/** Production daily caps. */
export const DEFAULT_ABUSE_LIMITS: AbuseLimits = {
  smsPerIp: 20,
  smsPerNumber: 10,
  smsPerCountry: 5000,
  smsPerTenant: 20000,
  recoveryMailsPerAccount: 5,
  freePlayPerIp: 5,
  trialAccountDays: 7,
};
/** Demo and development: one IP is a person, the e2e suite and tools at once. */
const LOCAL_ABUSE_LIMITS: AbuseLimits = {
  ...DEFAULT_ABUSE_LIMITS,
  smsPerIp: 500,
  smsPerNumber: 100,
  recoveryMailsPerAccount: 50,
  freePlayPerIp: 200,
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const root = findRepoRoot();
  const mode = parseMode(env);
  const dataDir = resolve(env.DATA_DIR ?? join(root, 'apps', 'server', 'data'));
  const port = parsePositiveInt('PORT', env.PORT, 8080);
  const limits = mode === 'production' ? DEFAULT_RATE_LIMITS : LOCAL_RATE_LIMITS;
  const caps = mode === 'production' ? DEFAULT_ABUSE_LIMITS : LOCAL_ABUSE_LIMITS;
  if (port > 65535) throw new ConfigError(`PORT must be at most 65535 (got ${port}).`);
  const host = parseHost(env, mode);
  const demoAccounts = parseDemoAccounts(env, mode);
  // The shared operator key is gone: a deployment still naming one would otherwise start with its
  // automation silently locked out.
  if (env.OPERATOR_API_KEYS)
    throw new ConfigError(
      'OPERATOR_API_KEYS is no longer read: operators act as named staff with roles. Create an admin with ' +
        '`pnpm --filter @portal/server run staff -- create --merchant <CODE> --username <name> --roles admin`, ' +
        'log in with POST /ops/session and unset OPERATOR_API_KEYS (see the server README, Operator API).',
    );
  return {
    mode,
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    dataDir,
    sqliteFile: join(dataDir, 'portal.db'),
    redisUrl: env.REDIS_URL || undefined,
    portalDist: resolve(env.PORTAL_DIST ?? join(root, 'apps', 'portal', 'dist')),
    backofficeDist: resolve(env.BACKOFFICE_DIST ?? join(root, 'apps', 'backoffice', 'dist')),
    storybookDist: resolve(env.STORYBOOK_DIST ?? join(root, 'apps', 'storybook', 'storybook-static')),
    tenantsDir: resolve(env.TENANTS_DIR ?? join(root, 'tenants')),
    defaultTenant: env.DEFAULT_TENANT ?? 'aurora',
    payloadPrivateKey: env.PAYLOAD_PRIVATE_KEY || undefined,
    tokenPepper: env.TOKEN_PEPPER || undefined,
    seedKey: env.SEED_KEY || undefined,
    rateLimits: {
      global: parsePositiveInt('RATE_LIMIT_GLOBAL', env.RATE_LIMIT_GLOBAL, limits.global),
      login: parsePositiveInt('RATE_LIMIT_LOGIN', env.RATE_LIMIT_LOGIN, limits.login),
      sms: parsePositiveInt('RATE_LIMIT_SMS', env.RATE_LIMIT_SMS, limits.sms),
      register: parsePositiveInt('RATE_LIMIT_REGISTER', env.RATE_LIMIT_REGISTER, limits.register),
      boards: parsePositiveInt('RATE_LIMIT_BOARDS', env.RATE_LIMIT_BOARDS, limits.boards),
    },
    abuseLimits: {
      smsPerIp: parsePositiveInt('SMS_DAILY_LIMIT_PER_IP', env.SMS_DAILY_LIMIT_PER_IP, caps.smsPerIp),
      smsPerNumber: parsePositiveInt('SMS_DAILY_LIMIT_PER_NUMBER', env.SMS_DAILY_LIMIT_PER_NUMBER, caps.smsPerNumber),
      smsPerCountry: parsePositiveInt(
        'SMS_DAILY_LIMIT_PER_COUNTRY',
        env.SMS_DAILY_LIMIT_PER_COUNTRY,
        caps.smsPerCountry,
      ),
      smsPerTenant: parsePositiveInt('SMS_DAILY_LIMIT_PER_TENANT', env.SMS_DAILY_LIMIT_PER_TENANT, caps.smsPerTenant),
      recoveryMailsPerAccount: parsePositiveInt(
        'RECOVERY_MAIL_DAILY_LIMIT',
        env.RECOVERY_MAIL_DAILY_LIMIT,
        caps.recoveryMailsPerAccount,
      ),
      freePlayPerIp: parsePositiveInt(
        'FREE_PLAY_DAILY_LIMIT_PER_IP',
        env.FREE_PLAY_DAILY_LIMIT_PER_IP,
        caps.freePlayPerIp,
      ),
      trialAccountDays: parsePositiveInt('TRIAL_ACCOUNT_DAYS', env.TRIAL_ACCOUNT_DAYS, caps.trialAccountDays),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    geoCountryHeader: (env.GEO_COUNTRY_HEADER ?? 'cf-ipcountry').toLowerCase(),
    logLevel: env.LOG_LEVEL ?? 'info',
    drainSeconds: parseNonNegativeInt('DRAIN_SECONDS', env.DRAIN_SECONDS, 5),
    demoOidcPort: mode === 'production' ? 0 : parseNonNegativeInt('DEMO_OIDC_PORT', env.DEMO_OIDC_PORT, 4455),
    lottery: {
      timer: !['off', '0', 'false'].includes((env.LOTTERY_TIMER ?? '').trim().toLowerCase()),
      tickMs: parsePositiveInt('LOTTERY_TICK_MS', env.LOTTERY_TICK_MS, 1000),
      fastIntervalSeconds: parsePositiveInt('LOTTERY_FAST_INTERVAL_SECONDS', env.LOTTERY_FAST_INTERVAL_SECONDS, 180),
      historyIssues: parseNonNegativeInt(
        'LOTTERY_HISTORY_ISSUES',
        env.LOTTERY_HISTORY_ISSUES,
        mode === 'production' ? 0 : 10,
      ),
    },
    money: {
      timer: !['off', '0', 'false'].includes((env.MONEY_TIMER ?? '').trim().toLowerCase()),
      tickMs: parsePositiveInt('MONEY_TICK_MS', env.MONEY_TICK_MS, 5000),
      demoWithdrawalAutoSeconds:
        mode === 'demo' ? parseNonNegativeInt('DEMO_WITHDRAWAL_AUTO_SECONDS', env.DEMO_WITHDRAWAL_AUTO_SECONDS, 30) : 0,
    },
    points: {
      timer: !['off', '0', 'false'].includes((env.POINTS_TIMER ?? '').trim().toLowerCase()),
      tickMs: parsePositiveInt('POINTS_TICK_MS', env.POINTS_TICK_MS, 30_000),
    },
    promotions: {
      timer: !['off', '0', 'false'].includes((env.PROMOTIONS_TIMER ?? '').trim().toLowerCase()),
      tickMs: parsePositiveInt('PROMOTIONS_TICK_MS', env.PROMOTIONS_TICK_MS, 10_000),
    },
    missions: {
      timer: !['off', '0', 'false'].includes((env.MISSIONS_TIMER ?? '').trim().toLowerCase()),
      tickMs: parsePositiveInt('MISSIONS_TICK_MS', env.MISSIONS_TICK_MS, 60_000),
    },
    // AGENT_SETTLEMENT_TIMER (on unless off / 0 / false), AGENT_SETTLEMENT_TICK_MS (60000).
    agentSettlement: {
      timer: !['off', '0', 'false'].includes((env.AGENT_SETTLEMENT_TIMER ?? '').trim().toLowerCase()),
      tickMs: parsePositiveInt('AGENT_SETTLEMENT_TICK_MS', env.AGENT_SETTLEMENT_TICK_MS, 60_000),
    },
    chat: {
      floodPerMinute: parsePositiveInt('CHAT_FLOOD_PER_MINUTE', env.CHAT_FLOOD_PER_MINUTE, 20),
    },
    realityCheckMinuteMs:
      mode === 'production' ? 60_000 : parsePositiveInt('REALITY_CHECK_MINUTE_MS', env.REALITY_CHECK_MINUTE_MS, 60_000),
    loginCodeResendSeconds:
      mode === 'production'
        ? LOGIN_CODE_RESEND_SECONDS
        : parsePositiveInt('LOGIN_CODE_RESEND_SECONDS', env.LOGIN_CODE_RESEND_SECONDS, LOGIN_CODE_RESEND_SECONDS),
    seedDemoAccounts: demoAccounts.seed,
    seedDemoTeam: mode !== 'production' && !parseSwitchOff('SEED_DEMO_TEAM', env.SEED_DEMO_TEAM),
    demoAccountsPassword: demoAccounts.password,
    passwordHashCost: parsePasswordHashCost(env, mode),
    demoSlotGames:
      env.DEMO_SLOT_GAMES === '0'
        ? 0
        : parsePositiveInt('DEMO_SLOT_GAMES', env.DEMO_SLOT_GAMES, mode === 'production' ? 0 : 10_000),
  };
}
