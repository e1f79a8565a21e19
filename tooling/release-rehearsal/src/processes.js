// Child processes the rehearsal starts (the platform, the starter's preview) and the ports they use.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nobody listens on in [from, to] on loopback, starting at a random place so parallel runs rarely meet. */
export async function freePort(from = 8400, to = 8499) {
  const span = to - from + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i += 1) {
    const port = from + ((start + i) % span);
    const free = await new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

/**
 * Runs a command to its end; resolves with its stdout, rejects with its output when it fails.
 * Asynchronous on purpose: the registry answers from this process, so a blocking spawnSync would
 * leave npm waiting on a server that cannot run.
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal}):\n${stdout}\n${stderr}`));
    });
  });
}

/**
 * Starts a long-running command and waits until `readyUrl` answers (any HTTP status below 500).
 * `stop()` ends the process group, so a command's own children end with it.
 */
export async function startService(name, command, args, { readyUrl, timeoutMs = 60_000, ...options }) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
  // Should the test process end without its clean-up (a crash, a timeout), the group goes with it.
  const killGroup = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', killGroup);
  child.once('exit', () => process.off('exit', killGroup));
  let output = '';
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        resolve();
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5_000).unref();
    });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(readyUrl);
      if (response.status < 500) return { stop, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`${name} did not answer ${readyUrl} within ${timeoutMs} ms:\n${output}`);
}
