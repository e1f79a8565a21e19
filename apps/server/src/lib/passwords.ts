// Password hashing with argon2id (@node-rs/argon2). Plain passwords are never stored, logged or
// returned. A hash names its own parameters, so `verifyPassword` checks any hash whatever the cost
// it was made at; the cost only decides how new hashes are made.
import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashCost } from '../config';

// Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const ARGON2ID = 2;

/**
 * `owasp`: the library's defaults, OWASP's argon2id minimum (19 MiB, 2 passes; ~30 ms a hash on
 * one core here). `low`: 1 MiB, 1 pass (~1 ms), for test runs only, where a few thousand
 * registrations and logins would otherwise spend minutes hashing; config.ts refuses it in production.
 */
const OPTIONS = {
  owasp: { algorithm: ARGON2ID },
  low: { algorithm: ARGON2ID, memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const;

/** Makes the platform's password hashes at the configured cost (AppConfig.passwordHashCost). */
export class PasswordHasher {
  // Verifying against this when the account does not exist keeps the answer time the same, so
  // timing does not reveal which usernames exist: made at the same cost as real hashes.
  private dummyHash: Promise<string> | undefined;

  constructor(readonly cost: PasswordHashCost) {}

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS[this.cost]);
  }

  async verifyAgainstNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('not-a-password-of-anyone');
    await verifyPassword(await this.dummyHash, password);
    return false;
  }
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
