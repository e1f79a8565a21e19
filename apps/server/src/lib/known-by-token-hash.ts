// Rows this instance has met, by tenant and token hash, that never change after their insert: a
// token's hash names one row for good, so an entry needs no invalidation on any instance. Used for
// the portal sessions' unchanging columns (services/accounts/session-service.ts: their end and last
// call are read fresh on every call with the account) and the in-house game sessions (a row that is
// only ever inserted, and deleted once expired: services/games/inhouse-service.ts). LRU, bounded.

// A row is under 1 kB (a session's user agent at most 256 characters): at most ~20 MB per keeper.
const MAX_ENTRIES = 20_000;

export class KnownByTokenHash<Row> {
  private readonly entries = new Map<string, Row>();

  constructor(private readonly max = MAX_ENTRIES) {}

  get(merchantCode: string, tokenHash: string): Row | undefined {
    const key = `${merchantCode}\u0000${tokenHash}`;
    const row = this.entries.get(key);
    if (row === undefined) return undefined;
    // Most recently used last: the first key is the one to drop when full.
    this.entries.delete(key);
    this.entries.set(key, row);
    return row;
  }

  keep(merchantCode: string, tokenHash: string, row: Row): void {
    const key = `${merchantCode}\u0000${tokenHash}`;
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, row);
  }

  /** How many are kept (tests). */
  get size(): number {
    return this.entries.size;
  }
}
