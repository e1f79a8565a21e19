// A short-lived value per tenant, shared by every caller of this instance: the public boards that
// anonymous visitors ask for on every page (the winner board, the popular lotteries). Within
// `ttlMs` of a load every call answers the same value without a query, and calls that miss at the
// same moment share the one load in flight (single flight), so a crowd costs one query per tenant
// per TTL per instance — and holds at most one database connection per board and tenant — however
// many ask. A load that fails is forgotten at once (the next call tries again); the clock is the
// platform's, so tests move past the TTL instead of sleeping. In process, like the tenant and
// vendor caches: a board a few seconds old on one instance is the same promise a cache shared
// through Redis would make, without a network hop.
import type { Clock } from './clock';

/** Tenants kept at most; past that the cache starts over (tenants number a handful). */
const MAX_TENANTS = 1000;

export class TenantCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
  ) {}

  /** The tenant's value: the cached one while it is fresh (or being loaded), else `load()`'s. */
  get(merchantCode: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock.now();
    const hit = this.entries.get(merchantCode);
    if (hit && now >= hit.at && now - hit.at < this.ttlMs) return hit.value;
    const entry = { at: now, value: load() };
    if (this.entries.size >= MAX_TENANTS) this.entries.clear();
    this.entries.set(merchantCode, entry);
    entry.value.catch(() => {
      if (this.entries.get(merchantCode) === entry) this.entries.delete(merchantCode);
    });
    return entry.value;
  }

  /**
   * Forgets the tenant's value, so the next call loads it again: a writer on this instance (staff's
   * content) calls it after its change commits. Other instances answer theirs until their TTL ends.
   */
  invalidate(merchantCode: string): void {
    this.entries.delete(merchantCode);
  }
}
