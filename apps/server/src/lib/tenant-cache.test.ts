import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock';
import { TenantCache } from './tenant-cache';

describe('TenantCache', () => {
  it('shares one load among the calls that miss together and answers it until the TTL passes', async () => {
    const clock = new ManualClock(1_000);
    const cache = new TenantCache<number>(clock, 10_000);
    let loads = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = async () => {
      loads++;
      await gate;
      return loads;
    };
    const first = Array.from({ length: 20 }, () => cache.get('AUR', load));
    release();
    expect(await Promise.all(first)).toEqual(Array.from({ length: 20 }, () => 1));
    clock.advance(9_999);
    expect(await cache.get('AUR', load)).toBe(1);
    // Another tenant has a value of its own.
    expect(await cache.get('LTS', load)).toBe(2);
    clock.advance(1);
    expect(await cache.get('AUR', load)).toBe(3);
    expect(loads).toBe(3);
  });

  it('forgets a failed load, so the next call loads again', async () => {
    const cache = new TenantCache<string>(new ManualClock(), 10_000);
    await expect(cache.get('AUR', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('AUR', async () => 'back')).toBe('back');
  });

  it('loads again when the clock goes back (a value from the future is not fresh)', async () => {
    const clock = new ManualClock(50_000);
    const cache = new TenantCache<number>(clock, 10_000);
    expect(await cache.get('AUR', async () => 1)).toBe(1);
    clock.set(40_000);
    expect(await cache.get('AUR', async () => 2)).toBe(2);
  });

  it('loads again after invalidate, for that tenant only', async () => {
    const cache = new TenantCache<number>(new ManualClock(1_000), 10_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('AUR', load)).toBe(1);
    expect(await cache.get('LTS', load)).toBe(2);
    cache.invalidate('AUR');
    expect(await cache.get('AUR', load)).toBe(3);
    expect(await cache.get('LTS', load)).toBe(2);
    expect(loads).toBe(3);
  });
});
