// The traffic of the load-and-fault script (scripts/topology-load.ts) and of the rolling-restart test
// (test/topology.test.ts): a player's mix sent through the load balancer by a fixed number of
// workers, every request timed and filed under the phase it ended in, and the checks made after
// the traffic stops (the ledger balances, sessions, idempotency keys). Its money calls (the spins,
// the float's claim) follow the portal's retry rule (`sendWithRetry` of @portal/contracts, the
// function @portal/api and the in-house game page use): a spin cut by a fault is sent again with
// its round id, and every spin is tracked as a player's action — answered, lost, paid how often.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { encryptPayload, endpoints, sendWithRetry } from '@portal/contracts';
import { findRepoRoot } from '../src/config';
import { readTenantFolders } from '../src/services/platform/seed';

// ---- the topology (tooling/scripts/topology.mjs), typed for TypeScript callers ----

export type InstanceName = 'a' | 'b';

/** What the topology generated for the run (topology.mjs: the demo password, then the staff it created). */
export interface TopologyCredentials {
  /** The demo accounts' password (SEED_DEMO_PASSWORD): production never gives them the published ones. */
  demoPassword: string;
  /** The rehearsal staff's passwords by merchant code and username (`admin`, `content`: staff.ts). */
  staff: Record<string, Record<string, string>>;
}

export interface Topology {
  url: string;
  statsUrl: string;
  databaseUrl: string;
  redisUrl: string;
  pg?: { url: string; bin: string; restart(): Promise<void> };
  redis?: { url: string; restart(): Promise<void> };
  credentials: TopologyCredentials;
  instances: Record<InstanceName, { port: number; url: string; logFile: string }>;
  startInstance(name: InstanceName): Promise<void>;
  stopInstance(name: InstanceName, signal?: NodeJS.Signals): Promise<void>;
  waitForLb(name: InstanceName, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface TopologyOptions {
  ports?: Partial<Record<'lb' | 'stats' | 'a' | 'b' | 'pg' | 'redis', number>>;
  databaseUrl?: string;
  databaseSchema?: string;
  redisUrl?: string;
  server?: string[];
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export interface TopologyModule {
  startTopology(options?: TopologyOptions): Promise<Topology>;
  BUILT_SERVER: string[];
  SOURCE_SERVER: string[];
}

export async function loadTopologyModule(): Promise<TopologyModule> {
  return (await import(
    pathToFileURL(join(findRepoRoot(), 'tooling', 'scripts', 'topology.mjs')).href
  )) as TopologyModule;
}

/** Rate limits out of the way: the whole load comes from one address (the load balancer's). */
export const LOAD_LIMITS = {
  RATE_LIMIT_GLOBAL: '100000000',
  RATE_LIMIT_LOGIN: '100000000',
  RATE_LIMIT_SMS: '100000000',
  RATE_LIMIT_REGISTER: '100000000',
};

// ---- the mix ----

/** Every request claims to come from here; the balancer must replace it, so the platform records 127.0.0.1. */
export const SPOOFED_ADDRESS = '203.0.113.9';
const API = { language: 'EN', device: 'web', 'x-gateway-version': '3', 'x-forwarded-for': SPOOFED_ADDRESS };
const REQUEST_TIMEOUT_MS = 10_000;

export interface Sample {
  phase: string;
  op: string;
  start: number;
  ms: number;
  status: number;
  ok: boolean;
  error?: string;
}

interface Op {
  name: string;
  weight: number;
  run(): Promise<{ status: number; ok: boolean }>;
}

/** What the spinning account gets through the operator API before the load: its wallet starts empty. */
export const SPIN_FLOAT = '1000';

/** A player's money action (a spin), filed under the phase in which its last try ended. */
export interface MoneyAction {
  /** Its idempotency key: the round id, the same on every try. */
  id: string;
  phase: string;
  /** Tries sent (1 when the first was answered). */
  tries: number;
  /** Why each repeat was sent: the try before it got `HTTP <status>`, or `no answer (<cause>)` (a connection reset…). */
  faults: string[];
  /** Answered 2xx in the end. */
  answered: boolean;
  /** The answer was the platform's record of an earlier try of the same round id (`replayed`): that try had been paid. */
  replayed: boolean;
}

/** What a fetch that got no answer failed with: undici's cause code (ECONNRESET, UND_ERR_SOCKET…) or its message. */
export function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

async function readJson(response: Response): Promise<{ success?: boolean; value?: unknown }> {
  const text = await response.text();
  try {
    return JSON.parse(text) as { success?: boolean; value?: unknown };
  } catch {
    return {};
  }
}

export class LoadMix {
  readonly samples: Sample[] = [];
  readonly actions: MoneyAction[] = [];
  phase = 'setup';
  private running = false;
  private workers: Promise<void>[] = [];
  private readToken = '';
  private spinToken = '';
  private gameSession = '';
  private loginBody = { header: '', body: '' };
  /** Tokens made before the load (member01 and agent01 of aurora); they must still work afterwards. */
  readonly sessionsBefore: { merchant: string; username: string; token: string }[] = [];

  constructor(
    readonly base: string,
    readonly options: { workers: number; spins?: boolean; credentials: TopologyCredentials },
  ) {}

  /** The round ids of the spins that were answered. */
  get answeredSpins(): string[] {
    return this.actions.filter((action) => action.answered).map((action) => action.id);
  }

  private async call(
    path: string,
    init: { method?: string; merchant?: string; headers?: Record<string, string>; body?: string } = {},
  ) {
    return fetch(this.base + path, {
      method: init.method ?? 'GET',
      headers: {
        ...API,
        merchant: init.merchant ?? 'AUR',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  }

  private async sealedLogin(merchant: string, username: string): Promise<{ header: string; body: string }> {
    const key = (await readJson(await this.call(endpoints.getPayloadKey.path, { merchant }))).value as {
      keyId: string;
      publicKey: string;
    };
    const { demoPassword } = this.options.credentials;
    const login = { username, password: demoPassword, type: 'username', loginDeviceId: 'topology-load' };
    const sealed = await encryptPayload(key.publicKey, key.keyId, login);
    return { header: sealed.header, body: JSON.stringify(sealed.body) };
  }

  private async login(merchant: string, username: string): Promise<string> {
    const sealed = await this.sealedLogin(merchant, username);
    const response = await this.call(endpoints.login.path, {
      method: 'POST',
      merchant,
      headers: { encryption: sealed.header },
      body: sealed.body,
    });
    const body = await readJson(response);
    if (response.status !== 200)
      throw new Error(`login of ${username}@${merchant}: ${response.status} ${JSON.stringify(body)}`);
    return (body.value as { token: string }).token;
  }

  /**
   * Every call of the operator API (`/ops/*`) goes through here, the one place that knows how the
   * operator is authenticated: the rehearsal's `content` staff member of the brand logs in
   * (`POST /ops/session`) and makes the call with the token.
   */
  private async operatorCall(merchant: string, path: string, body: unknown): Promise<Response> {
    const password = this.options.credentials.staff[merchant]?.content;
    if (!password) throw new Error(`no content staff for ${merchant} in the topology credentials`);
    const login = await this.call('/ops/session', {
      method: 'POST',
      merchant,
      body: JSON.stringify({ merchantCode: merchant, username: 'content', password }),
    });
    const session = await readJson(login);
    if (login.status !== 200) throw new Error(`staff login at ${merchant}: ${login.status} ${JSON.stringify(session)}`);
    return this.call(path, {
      method: 'POST',
      merchant,
      headers: { authorization: `Bearer ${(session.value as { token: string }).token}` },
      body: JSON.stringify(body),
    });
  }

  /**
   * Gives the spinning account (aurora's agent01, seeded with an empty wallet) SPIN_FLOAT the way an
   * operator would: a reward granted through the operator API, claimed by the account into its wallet.
   */
  private async fundSpinAccount(): Promise<void> {
    const grant = await this.operatorCall('AUR', '/ops/rewards', {
      username: 'agent01',
      title: 'Load rehearsal float',
      amount: SPIN_FLOAT,
    });
    const granted = await readJson(grant);
    if (grant.status !== 200) throw new Error(`reward for agent01: ${grant.status} ${JSON.stringify(granted)}`);
    const { rewardId } = granted.value as { rewardId: number };
    const claim = await sendWithRetry(() =>
      this.call(endpoints.claimReward.path, {
        method: 'POST',
        headers: { authorization: this.spinToken },
        body: JSON.stringify({ rewardId }),
      }),
    );
    const claimed = await readJson(claim);
    if (claim.status !== 200) throw new Error(`claim of agent01's reward: ${claim.status} ${JSON.stringify(claimed)}`);
  }

  /** Logs in the accounts the mix uses, funds the spinning one and opens a game session of the in-house slot. */
  async prepare(): Promise<void> {
    this.readToken = await this.login('AUR', 'member01');
    this.spinToken = await this.login('AUR', 'agent01');
    await this.fundSpinAccount();
    this.sessionsBefore.push(
      { merchant: 'AUR', username: 'member01', token: this.readToken },
      { merchant: 'AUR', username: 'agent01', token: this.spinToken },
    );
    // The login op logs lotus's member01 in over and over (each login ends that account's previous session).
    this.loginBody = await this.sealedLogin('LTS', 'member01');
    const launch = await readJson(
      await this.call(`${endpoints.launchGame.path}?nodeId=INH-SLOT&vassalage=INH&launchMode=GLS`, {
        headers: { authorization: this.spinToken },
      }),
    );
    const gameUrl = (launch.value as { content: { game_url: string } }).content.game_url;
    const ticket = new URL(gameUrl, this.base).searchParams.get('ticket');
    const session = await readJson(
      await this.call(endpoints.startInhouseSession.path, { method: 'POST', body: JSON.stringify({ ticket }) }),
    );
    this.gameSession = (session.value as { gameSessionToken: string }).gameSessionToken;
  }

  private spin(roundId: string, betMinor: number) {
    return this.call(endpoints.spinInhouseSlot.path, {
      method: 'POST',
      headers: { 'game-session': this.gameSession },
      body: JSON.stringify({ roundId, betMinor }),
    });
  }

  private ops(): Op[] {
    const ok = async (response: Response) => {
      const body = await readJson(response);
      return { status: response.status, ok: response.status >= 200 && response.status < 300 && body.success !== false };
    };
    const page = () => 1 + Math.floor(Math.random() * 20);
    const list: Op[] = [
      { name: 'bare /healthz', weight: 1, run: async () => ok(await this.call('/healthz')) },
      { name: 'status', weight: 2, run: async () => ok(await this.call(endpoints.getSystemStatus.path)) },
      {
        name: 'member info',
        weight: 3,
        run: async () =>
          ok(await this.call(endpoints.getMemberInfo.path, { headers: { authorization: this.readToken } })),
      },
      {
        name: 'balance',
        weight: 3,
        run: async () => ok(await this.call(endpoints.getBalance.path, { headers: { authorization: this.readToken } })),
      },
      {
        name: 'game list',
        weight: 3,
        run: async () => ok(await this.call(`${endpoints.getGameList.path}?gameType=RNG&pageNo=${page()}&pageSize=42`)),
      },
      {
        name: 'game search',
        weight: 2,
        run: async () =>
          ok(
            await this.call(
              `${endpoints.getGameList.path}?gameType=RNG&gameName=${['dragon', 'fortune', 'gold', 'lucky'][page() % 4]}&pageSize=42`,
            ),
          ),
      },
    ];
    if (this.options.spins !== false) {
      list.push({
        name: 'spin',
        weight: 2,
        run: async () => {
          // The portal's rule: the same round id on every try, repeated through a fault only.
          const action: MoneyAction = {
            id: randomUUID(),
            phase: this.phase,
            tries: 0,
            faults: [],
            answered: false,
            replayed: false,
          };
          this.actions.push(action);
          let lastError = '';
          try {
            const response = await sendWithRetry(
              () => {
                action.tries++;
                return this.spin(action.id, 10).catch((error: unknown) => {
                  lastError = causeOf(error);
                  throw error;
                });
              },
              {
                onRetry: ({ status }) => action.faults.push(status ? `HTTP ${status}` : `no answer (${lastError})`),
              },
            );
            const body = await readJson(response);
            action.answered = response.status >= 200 && response.status < 300 && body.success !== false;
            action.replayed = (body.value as { replayed?: boolean } | undefined)?.replayed === true;
            return { status: response.status, ok: action.answered };
          } finally {
            action.phase = this.phase;
          }
        },
      });
    }
    return list;
  }

  /**
   * Times one request and files it under the phase in which it ended: its outcome belongs to what
   * was happening then (a spin started just before a SIGKILL and cut by it counts for the SIGKILL).
   */
  private async timed(op: string, run: () => Promise<{ status: number; ok: boolean }>): Promise<void> {
    const start = performance.now();
    try {
      const { status, ok } = await run();
      this.samples.push({ phase: this.phase, op, start, ms: performance.now() - start, status, ok });
    } catch (error) {
      this.samples.push({
        phase: this.phase,
        op,
        start,
        ms: performance.now() - start,
        status: 0,
        ok: false,
        error: causeOf(error),
      });
    }
  }

  /** Starts the workers (the mix, or only the bare route) and one login worker. */
  start(only?: 'bare'): void {
    this.running = true;
    const ops = this.ops().filter((op) => only !== 'bare' || op.name.startsWith('bare'));
    const total = ops.reduce((sum, op) => sum + op.weight, 0);
    const pick = () => {
      let r = Math.random() * total;
      for (const op of ops) if ((r -= op.weight) < 0) return op;
      return ops[0]!;
    };
    for (let i = 0; i < this.options.workers; i++) {
      this.workers.push(
        (async () => {
          while (this.running) {
            const op = pick();
            await this.timed(op.name, op.run);
          }
        })(),
      );
    }
    if (only !== 'bare') {
      // Logins hash with argon2id (tens of ms of CPU): one at a time, a few per second.
      this.workers.push(
        (async () => {
          while (this.running) {
            await this.timed('login', async () => {
              const response = await this.call(endpoints.login.path, {
                method: 'POST',
                merchant: 'LTS',
                headers: { encryption: this.loginBody.header },
                body: this.loginBody.body,
              });
              const body = await readJson(response);
              return { status: response.status, ok: response.status === 200 && body.success === true };
            });
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        })(),
      );
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers.splice(0));
  }

  /** True when every token made before the load still opens the member's info. */
  async sessionsStillWork(): Promise<{ username: string; status: number }[]> {
    const results = [];
    for (const session of this.sessionsBefore) {
      const response = await this.call(endpoints.getMemberInfo.path, {
        merchant: session.merchant,
        headers: { authorization: session.token },
      });
      await response.arrayBuffer();
      results.push({ username: `${session.username}@${session.merchant}`, status: response.status });
    }
    return results;
  }
}

// ---- figures ----

export interface PhaseFigures {
  phase: string;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** op → failures, with the first error seen. */
  failures: Record<string, { count: number; example: string }>;
  bareP50: number;
  bareP99: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function phaseFigures(samples: Sample[], phase: string, seconds: number): PhaseFigures {
  const inPhase = samples.filter((s) => s.phase === phase);
  const times = inPhase.map((s) => s.ms).sort((a, b) => a - b);
  const bare = inPhase
    .filter((s) => s.op.startsWith('bare'))
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  const failures: PhaseFigures['failures'] = {};
  for (const s of inPhase.filter((x) => !x.ok)) {
    const entry = (failures[s.op] ??= { count: 0, example: s.error ?? `HTTP ${s.status}` });
    entry.count++;
  }
  return {
    phase,
    seconds,
    requests: inPhase.length,
    rps: inPhase.length / seconds,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    failed: inPhase.filter((s) => !s.ok).length,
    failures,
    bareP50: percentile(bare, 50),
    bareP99: percentile(bare, 99),
  };
}

// ---- checks on the database after the load ----

export interface LedgerChecks {
  wallets: number;
  unbalancedWallets: number;
  ledgerRows: number;
  /** (account, kind, reference) of a bet or a win appearing more than once: a key paid twice. */
  doubledKeys: number;
  /** Answered spins without exactly one bet row. */
  spinsNotPaidOnce: number;
  /**
   * Accounts with more live sessions than their brand keeps (`signIn.maxSessions`, 1 when absent: a
   * login past it must end the oldest).
   */
  accountsOverSessionLimit: number;
  /** The client addresses the sessions were opened from (the balancer's X-Forwarded-For, never the client's). */
  sessionAddresses: string[];
}

export async function ledgerChecks(
  databaseUrl: string,
  schema: string | undefined,
  answeredSpins: string[],
): Promise<LedgerChecks> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  await client.connect();
  try {
    const one = async (text: string, values: unknown[] = []) =>
      Number((await client.query<{ n: string }>(text, values)).rows[0]!.n);
    const wallets = await one('select count(*) as n from wallets');
    const unbalancedWallets = await one(`select count(*) as n from wallets w
      where w.balance_minor <> coalesce((select sum(l.amount_minor) from ledger l where l.merchant_code = w.merchant_code and l.account_id = w.account_id and l.wallet_id = w.wallet_id), 0)`);
    const ledgerRows = await one('select count(*) as n from ledger');
    const doubledKeys =
      await one(`select count(*) as n from (select 1 from ledger where kind in ('bet', 'win') and reference is not null
      group by merchant_code, account_id, kind, reference having count(*) > 1) d`);
    const unique = [...new Set(answeredSpins)];
    const paidOnce = unique.length
      ? await one(
          `select count(*) as n from (select reference from ledger where kind = 'bet' and reference = any($1) group by reference having count(*) = 1) p`,
          [unique],
        )
      : 0;
    const sessionLimits = new Map(
      readTenantFolders(join(findRepoRoot(), 'tenants')).map(({ config }) => [
        config.merchantCode,
        config.signIn?.maxSessions ?? 1,
      ]),
    );
    const liveSessions = await client.query<{ merchant_code: string; n: string }>(
      `select merchant_code, count(*) as n from sessions where revoked_at is null and expires_at > $1
      group by merchant_code, account_id having count(*) > 1`,
      [Date.now()],
    );
    const accountsOverSessionLimit = liveSessions.rows.filter(
      (row) => Number(row.n) > (sessionLimits.get(row.merchant_code) ?? 1),
    ).length;
    const sessionAddresses = (
      await client.query<{ ip: string }>('select distinct ip from sessions order by ip')
    ).rows.map((row) => row.ip);
    return {
      wallets,
      unbalancedWallets,
      ledgerRows,
      doubledKeys,
      spinsNotPaidOnce: unique.length - paidOnce,
      accountsOverSessionLimit,
      sessionAddresses,
    };
  } finally {
    await client.end();
  }
}

/** How many bet rows the ledger holds for each round id (0: never paid, 1: paid once, 2 or more: paid twice). */
export async function paymentsOf(
  databaseUrl: string,
  schema: string | undefined,
  roundIds: string[],
): Promise<Map<string, number>> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  await client.connect();
  try {
    const counts = new Map(roundIds.map((id) => [id, 0]));
    const { rows } = await client.query<{ reference: string; n: string }>(
      `select reference, count(*) as n from ledger where kind = 'bet' and reference = any($1) group by reference`,
      [roundIds],
    );
    for (const row of rows) counts.set(row.reference, Number(row.n));
    return counts;
  } finally {
    await client.end();
  }
}

export interface MoneyFigures {
  phase: string;
  /** Money actions (spins) that ended in the phase. */
  attempted: number;
  answered: number;
  /** Not answered after the retry rule's tries: the player would see a failure. */
  lost: number;
  /** More than one bet row for one round id. */
  paidTwice: number;
  /** Answered, yet not exactly one bet row. */
  answeredNotPaidOnce: number;
  /** Actions that needed a repeat, and why the repeats were sent. */
  retried: number;
  repeatsBy: Record<string, number>;
  /** Repeated actions answered from the platform's record of an earlier try (that try had been paid): the de-duplication at work. */
  answeredFromRecord: number;
}

export function moneyFigures(actions: MoneyAction[], payments: Map<string, number>, phase: string): MoneyFigures {
  const inPhase = actions.filter((action) => action.phase === phase);
  const repeatsBy: Record<string, number> = {};
  for (const action of inPhase) for (const reason of action.faults) repeatsBy[reason] = (repeatsBy[reason] ?? 0) + 1;
  const paid = (action: MoneyAction) => payments.get(action.id) ?? 0;
  return {
    phase,
    attempted: inPhase.length,
    answered: inPhase.filter((action) => action.answered).length,
    lost: inPhase.filter((action) => !action.answered).length,
    paidTwice: inPhase.filter((action) => paid(action) > 1).length,
    answeredNotPaidOnce: inPhase.filter((action) => action.answered && paid(action) !== 1).length,
    retried: inPhase.filter((action) => action.tries > 1).length,
    repeatsBy,
    answeredFromRecord: inPhase.filter((action) => action.tries > 1 && action.replayed).length,
  };
}
