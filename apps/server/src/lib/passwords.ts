// Password hashing with argon2id (@node-rs/argon2, its OWASP-level defaults). Plain passwords
// are never stored, logged or returned.
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the account does not exist keeps the answer time the same, so
// timing does not reveal which usernames exist.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-password-of-anyone');
  await verifyPassword(await dummyHash, password);
  return false;
}
