// The board load check's crowd (scripts/bench-board-load.ts), in a worker thread of its own so that
// sending and reading its requests is not the server's work: `clients` anonymous clients, each
// asking the popular lotteries and the winner board in turn at `rate` requests per second. autocannon
// sends a rated connection's requests for a second back to back at the start of that second, so the
// clients are split into `groups` instances started evenly through the first second: the requests
// arrive spread over each second, as independent visitors' do, not all at one instant. The
// percentiles are over every answer's own time (autocannon does not total its results in a worker).
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { base, headers, clients, rate, seconds, groups } = workerData;
const sizes = Array.from({ length: groups }, (_, i) => Math.floor(clients / groups) + (i < clients % groups ? 1 : 0));
const times = [];
let failed = 0;
await Promise.all(
  sizes
    .filter((size) => size > 0)
    .map(async (connections, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i * 1000) / groups));
      const group = autocannon({
        url: base,
        headers,
        connections,
        connectionRate: rate,
        duration: seconds,
        requests: [
          { method: 'GET', path: '/lgw/games/popular?count=20' },
          { method: 'GET', path: '/wps/relay/GCSGAME_getRankList' },
        ],
      });
      group.on('response', (_client, status, _bytes, ms) => {
        if (status === 200) times.push(ms);
        else failed++;
      });
      const result = await group;
      failed += result.errors + result.timeouts;
    }),
);
times.sort((a, b) => a - b);
const at = (q) => (times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))] : NaN);
parentPort.postMessage({ answered: times.length, failed, rps: times.length / seconds, p50: at(0.5), p99: at(0.99) });
