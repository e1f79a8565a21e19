// `npm start`: builds the portal for every tenant and the platform server, then starts the server in
// demo mode (seeded demo data, dev outbox) on http://localhost:8080. Each tenant is served by host
// name: http://<brand>.localhost:8080; the default tenant on http://localhost:8080.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PORT = process.env.PORT ?? '8080';

const fonts = spawnSync('bash', ['tooling/scripts/system-packages.sh', 'fonts-dejavu-core'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (fonts.status !== 0) process.exit(fonts.status ?? 1);

const build = spawnSync(
  'pnpm',
  ['exec', 'turbo', 'run', 'build', '--filter=@portal/portal', '--filter=@portal/server', '--output-logs=errors-only'],
  { cwd: ROOT, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

console.log(`\nStarting the platform in demo mode on http://localhost:${PORT} (Ctrl+C stops it)`);
const server = spawn('node', ['apps/server/dist/main.js'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PORT, PORTAL_MODE: process.env.PORTAL_MODE ?? 'demo' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
