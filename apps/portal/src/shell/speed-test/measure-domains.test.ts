// The speed test's measuring: each domain with the page's scheme and port, cache-busted, no-cors;
// the time it took, or failed; fastest first, measuring ones after, failures last.
import { describe, expect, it, vi } from 'vitest';
import { measureDomain, sortBySpeed, speedTestUrl, type DomainSpeed } from './measure-domains';

const PAGE = { protocol: 'http:', port: '8303' };

describe('speedTestUrl', () => {
  it('uses the page’s scheme and port, the health path and a changing query', () => {
    expect(speedTestUrl('127.0.0.1', PAGE, 'a1')).toBe('http://127.0.0.1:8303/healthz?t=a1');
    expect(speedTestUrl('aurora.example', { protocol: 'https:', port: '' }, 'b2')).toBe(
      'https://aurora.example/healthz?t=b2',
    );
  });
});

describe('measureDomain', () => {
  it('measures the time of a no-cors, uncached request', async () => {
    const times = [100, 142.4];
    const fetch = vi.fn(async () => new Response(null));
    const result = await measureDomain('localhost', { fetch, now: () => times.shift()!, page: PAGE });
    expect(result).toEqual({ domain: 'localhost', state: 'done', ms: 42 });
    expect(fetch).toHaveBeenCalledWith(
      expect.stringMatching(/^http:\/\/localhost:8303\/healthz\?t=/),
      expect.objectContaining({ mode: 'no-cors', cache: 'no-store' }),
    );
  });

  it('reports a domain that cannot be reached as failed', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await measureDomain('down.example', { fetch, page: PAGE })).toEqual({
      domain: 'down.example',
      state: 'failed',
      ms: 0,
    });
  });
});

describe('sortBySpeed', () => {
  it('puts the fastest first, then those still measuring, then the failed', () => {
    const results: DomainSpeed[] = [
      { domain: 'a', state: 'failed', ms: 0 },
      { domain: 'b', state: 'done', ms: 120 },
      { domain: 'c', state: 'measuring', ms: 0 },
      { domain: 'd', state: 'done', ms: 35 },
      { domain: 'e', state: 'done', ms: 120 },
    ];
    expect(sortBySpeed(results).map((result) => result.domain)).toEqual(['d', 'b', 'e', 'c', 'a']);
  });
});
