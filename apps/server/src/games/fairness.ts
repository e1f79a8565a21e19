// Provably fair randomness for the in-house games. Per account the platform keeps a secret server
// seed and publishes its SHA-256 before any round uses it; each round has a nonce, the player a
// client seed. A round's random numbers are the bytes of HMAC-SHA256(serverSeed,
// `${clientSeed}:${nonce}:${cursor}`) for cursor 0, 1, 2…, read as big-endian uint32 and mapped
// to a range by rejection (no modulo bias). Once the seed is revealed anyone can recompute every
// outcome it produced; until then nobody (the player included) can predict one. node:crypto only.
//
// A seed is never stored: a row keeps a reference `k1:<nonce>` (16 random bytes, hex) and the seed
// is HMAC-SHA256(SEED_KEY, "server-seed:" + nonce), hex — 64 hex characters like a random seed. The
// key lives outside the database (secrets.ts), so a backup of it predicts no outcome.
import { createHash, createHmac, randomBytes } from 'node:crypto';

export interface FairInputs {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** Where an engine draws its numbers: a uniform integer in [0, n). */
export interface RandomSource {
  int(n: number): number;
}

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** How a row refers to a seed derived under SEED_KEY: this prefix and the nonce, hex. */
const DERIVED = 'k1:';
const LEGACY_SEED = /^[0-9a-f]{64}$/;

/** A seed as the database holds it (`ref`), the seed itself and its published hash. */
export interface CommittedSeed {
  ref: string;
  seed: string;
  hash: string;
}

/**
 * Server seeds derived from SEED_KEY: what a row stores is a reference to the seed, never the
 * seed. A reference from before migration 0012 is the seed itself (64 hex characters, legacy):
 * it still reads, and no new row is written that way.
 */
/** At most this many checked seeds kept (one per member's seed in use; cleared when full). */
const MAX_CHECKED_SEEDS = 10_000;

export class ServerSeeds {
  private readonly key: Buffer;
  /**
   * Seeds already checked, by reference, with the hash they were checked against: a spin derives
   * and hashes its seed once per seed, not per round (4 % of a spin's CPU in issue 27's profile).
   * The derivation depends on the key and the reference only, so a kept seed never goes stale.
   */
  private readonly checked = new Map<string, { seed: string; hash: string }>();

  constructor(seedKey: Buffer) {
    if (seedKey.length !== 32) throw new RangeError('SEED_KEY must hold 32 bytes');
    this.key = Buffer.from(seedKey);
  }

  /** A fresh seed: a random nonce, the seed derived from it and the seed's hash (the commitment). */
  create(): CommittedSeed {
    const ref = `${DERIVED}${randomBytes(16).toString('hex')}`;
    const seed = this.seedOf(ref);
    return { ref, seed, hash: hashServerSeed(seed) };
  }

  /**
   * The seed a row's reference stands for, checked against the hash published for it: a seed that
   * does not match (SEED_KEY replaced while seeds were unrevealed) is never used to play or draw.
   */
  committed(ref: string, hash: string): string {
    const kept = this.checked.get(ref);
    if (kept?.hash === hash) return kept.seed;
    const seed = this.seedOf(ref);
    if (hashServerSeed(seed) !== hash)
      throw new Error('a server seed does not match its published hash (was SEED_KEY replaced?)');
    if (this.checked.size >= MAX_CHECKED_SEEDS) this.checked.clear();
    this.checked.set(ref, { seed, hash });
    return seed;
  }

  /** The seed a row's reference stands for. */
  seedOf(ref: string): string {
    if (ref.startsWith(DERIVED)) {
      return createHmac('sha256', this.key)
        .update(`server-seed:${ref.slice(DERIVED.length)}`)
        .digest('hex');
    }
    if (LEGACY_SEED.test(ref)) return ref;
    throw new Error('unknown server seed reference');
  }
}

export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** The commitment published before the seed is used. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

const TWO_32 = 2 ** 32;

/** The uniform integers of one round, derived from its fairness inputs (deterministic). */
export class FairRandom implements RandomSource {
  private block = Buffer.alloc(0);
  private offset = 0;
  private cursor = 0;

  constructor(private readonly inputs: FairInputs) {}

  private nextUint32(): number {
    if (this.offset + 4 > this.block.length) {
      const { serverSeed, clientSeed, nonce } = this.inputs;
      this.block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${this.cursor++}`).digest();
      this.offset = 0;
    }
    const value = this.block.readUInt32BE(this.offset);
    this.offset += 4;
    return value;
  }

  int(n: number): number {
    if (!Number.isSafeInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`range ${n}`);
    // Values at or above the largest multiple of n would favour small results: draw again.
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const value = this.nextUint32();
      if (value < limit) return value % n;
    }
  }
}
