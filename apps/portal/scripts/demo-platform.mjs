// The built platform in demo mode on a free port with a throwaway data folder, for the browser
// benchmarks (lobby-bench.mjs, lobby-trace.mjs): started, waited for (two minutes at most), and
// stopped with its data removed. PORTAL_DIST and the rest of the environment pass through.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const SERVER_MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'server', 'dist', 'main.js');

/** @param {string} name the data folder's prefix, e.g. 'portal-lobby-bench-' */
export async function startDemoPlatform(name) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), name));
  const child = spawn('node', [SERVER_MAIN], {
    env: { ...process.env, PORT: String(port), PORTAL_MODE: 'demo', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/wps/system/status`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('the platform did not start within 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return {
    port,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
