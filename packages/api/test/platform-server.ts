// Starts the real platform (the built apps/server/dist/main.js) on a free loopback port with a
// fresh SQLite database, for the api package's endpoint tests. The api package may not import the
// server (ARCHITECTURE.md), so it runs it as a process, the way the portal meets it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const SERVER_ENTRY = resolve(import.meta.dirname, '../../../apps/server/dist/main.js');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningPlatform {
  origin: string;
  /** The `/dev` routes' key (`X-Dev-Key`), which the server generated into its data folder. */
  devKey: string;
  stop(): Promise<void>;
}

export async function startPlatform(): Promise<RunningPlatform> {
  if (!existsSync(SERVER_ENTRY))
    throw new Error(
      `${SERVER_ENTRY} is missing: build the server first (turbo runs @portal/server#build before this test)`,
    );
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-api-test-'));
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_MODE: 'development',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the platform exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/wps/system/country`, { headers: { Merchant: 'AUR' } });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the platform did not start within 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  const { devKey } = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as { devKey: string };
  return {
    origin,
    devKey,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fetch that keeps cookies like a browser does (the captcha id travels in an httpOnly cookie). */
export function cookieFetch(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
}
