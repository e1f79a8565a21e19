// Provably fair: an outcome is recomputed from the revealed seed, the commitment is the seed's
// SHA-256, and the random integers are uniform (no modulo bias) and reproducible.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { rollDice } from './dice/dice-engine';
import { FairRandom, hashServerSeed, newServerSeed, ServerSeeds } from './fairness';
import { spinSlot } from './slot/slot-engine';

describe('fairness', () => {
  it('stores a reference, never the seed: the seed is HMAC-SHA256(SEED_KEY, "server-seed:" + nonce)', () => {
    const key = randomBytes(32);
    const seeds = new ServerSeeds(key);
    const { ref, seed, hash } = seeds.create();
    expect(ref).toMatch(/^k1:[0-9a-f]{32}$/);
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seed).toBe(
      createHmac('sha256', key)
        .update(`server-seed:${ref.slice(3)}`)
        .digest('hex'),
    );
    expect(hash).toBe(hashServerSeed(seed));
    expect(seeds.seedOf(ref)).toBe(seed);
    // Without the key the reference says nothing: another key derives another seed.
    expect(new ServerSeeds(randomBytes(32)).seedOf(ref)).not.toBe(seed);
    expect(hashServerSeed(ref)).not.toBe(hash);
    // A seed stored before references (migration 0012) reads as itself; anything else is refused.
    const legacy = newServerSeed();
    expect(seeds.seedOf(legacy)).toBe(legacy);
    expect(() => seeds.seedOf('k2:00')).toThrow();
    // A seed is used only if it matches its published hash.
    expect(seeds.committed(ref, hash)).toBe(seed);
    expect(() => new ServerSeeds(randomBytes(32)).committed(ref, hash)).toThrow(/published hash/);
    expect(() => new ServerSeeds(randomBytes(16))).toThrow(/32 bytes/);
  });

  it('derives and checks a seed in use once (a spin’s HMAC and SHA-256), and still refuses a wrong hash', () => {
    const seeds = new ServerSeeds(randomBytes(32));
    const { ref, seed, hash } = seeds.create();
    const derive = vi.spyOn(seeds, 'seedOf');
    expect(seeds.committed(ref, hash)).toBe(seed);
    expect(seeds.committed(ref, hash)).toBe(seed);
    expect(derive).toHaveBeenCalledTimes(1);
    // Kept with the hash it was checked against: another hash for the reference is refused.
    expect(() => seeds.committed(ref, hashServerSeed('another'))).toThrow(/published hash/);
  });

  it('commits to a seed with its SHA-256', () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashServerSeed(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });

  it('derives the numbers from HMAC-SHA256(serverSeed, clientSeed:nonce:cursor), as a verifier would', () => {
    const inputs = { serverSeed: newServerSeed(), clientSeed: 'player-seed', nonce: 7 };
    // An independent verifier: first 4 bytes of the first block, big-endian, modulo 10,000
    // (accepting only values below the largest multiple of 10,000).
    const block = createHmac('sha256', inputs.serverSeed).update('player-seed:7:0').digest();
    const limit = 2 ** 32 - (2 ** 32 % 10_000);
    let expected: number | undefined;
    for (let offset = 0; offset < 32 && expected === undefined; offset += 4) {
      const value = block.readUInt32BE(offset);
      if (value < limit) expected = value % 10_000;
    }
    expect(new FairRandom(inputs).int(10_000)).toBe(expected);
    expect(rollDice(new FairRandom(inputs), 100, 5000, 'under').outcome.rollHundredths).toBe(expected);
  });

  it('replays a round exactly from the revealed seed, and another nonce or seed gives other numbers', () => {
    const inputs = { serverSeed: newServerSeed(), clientSeed: 'abc', nonce: 3 };
    const first = spinSlot(new FairRandom(inputs), 100);
    expect(spinSlot(new FairRandom(inputs), 100)).toEqual(first);
    const others = [1, 2, 4, 5, 6].map((nonce) =>
      spinSlot(new FairRandom({ ...inputs, nonce }), 100).outcome.stops.join(),
    );
    expect(others.some((stops) => stops !== first.outcome.stops.join())).toBe(true);
  });

  it('draws every value of a range about equally often', () => {
    const random = new FairRandom({ serverSeed: newServerSeed(), clientSeed: 'c', nonce: 0 });
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[random.int(6)]!++;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});
