// The sessions this instance has met, by tenant and token hash. What is kept never changes after
// the session's insert (its id, account, network, login time, absolute expiry): a token's hash
// names one session for good, so an entry needs no invalidation on any instance. What does change
// (its end, its last call) is read fresh on every call with the account (sessions.liveStateWithAccount):
// an end on any instance refuses the token at its very next call everywhere.
import type { SessionRow } from '../../db/schema';

// A row is under 1 kB (its user agent at most 256 characters): at most ~20 MB per instance.
const MAX_ENTRIES = 20_000;

export class KnownSessions {
  private readonly entries = new Map<string, SessionRow>();

  constructor(private readonly max = MAX_ENTRIES) {}

  get(merchantCode: string, tokenHash: string): SessionRow | undefined {
    const key = `${merchantCode}\u0000${tokenHash}`;
    const session = this.entries.get(key);
    if (session === undefined) return undefined;
    // Most recently used last: the first key is the one to drop when full.
    this.entries.delete(key);
    this.entries.set(key, session);
    return session;
  }

  keep(merchantCode: string, tokenHash: string, session: SessionRow): void {
    const key = `${merchantCode}\u0000${tokenHash}`;
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, session);
  }

  /** How many are kept (tests). */
  get size(): number {
    return this.entries.size;
  }
}
