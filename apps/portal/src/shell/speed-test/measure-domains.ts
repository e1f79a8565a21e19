// The speed test's measuring (spec §3 router domain list: each item has a speed starting at 0): each
// domain of /wps/system/domainRoute is asked for the platform's /healthz — no-cors (another origin
// answers opaquely; only the time counts), not cached (a query that changes every time) — with the
// page's own scheme and port, since tenant.json lists host names only (tenants/README.md). Fastest
// first; those still measuring after them, failures last.

export const SPEED_TEST_PATH = '/healthz';
/** A domain that has not answered by then counts as failed. */
export const SPEED_TEST_TIMEOUT_MS = 10_000;

export type DomainSpeed =
  | { domain: string; state: 'measuring'; ms: 0 }
  | { domain: string; state: 'done'; ms: number }
  | { domain: string; state: 'failed'; ms: 0 };

/** The URL measured for a domain: the page's scheme and port, the health path, a cache-buster. */
export function speedTestUrl(domain: string, page: Pick<Location, 'protocol' | 'port'>, nonce: string): string {
  const port = page.port ? `:${page.port}` : '';
  return `${page.protocol}//${domain}${port}${SPEED_TEST_PATH}?t=${encodeURIComponent(nonce)}`;
}

export interface MeasureOptions {
  fetch?: typeof fetch;
  now?: () => number;
  page?: Pick<Location, 'protocol' | 'port'>;
  timeoutMs?: number;
}

/** Measures one domain: the time its health answer took, or failed. */
export async function measureDomain(domain: string, options: MeasureOptions = {}): Promise<DomainSpeed> {
  const {
    fetch: fetchImpl = globalThis.fetch,
    now = () => performance.now(),
    page = globalThis.location,
    timeoutMs = SPEED_TEST_TIMEOUT_MS,
  } = options;
  const started = now();
  try {
    await fetchImpl(speedTestUrl(domain, page, `${Date.now()}-${Math.random()}`), {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { domain, state: 'done', ms: Math.max(1, Math.round(now() - started)) };
  } catch {
    return { domain, state: 'failed', ms: 0 };
  }
}

const RANK: Record<DomainSpeed['state'], number> = { done: 0, measuring: 1, failed: 2 };

/** Fastest first, then the ones still measuring, then the failed; the list's order breaks ties. */
export function sortBySpeed(results: readonly DomainSpeed[]): DomainSpeed[] {
  return results
    .map((result, index) => ({ result, index }))
    .sort((a, b) => RANK[a.result.state] - RANK[b.result.state] || a.result.ms - b.result.ms || a.index - b.index)
    .map(({ result }) => result);
}
