// What the e2e platform generated for itself: the server (development mode, playwright.config.ts)
// writes a random dev key, its demo staff's passwords per tenant and its token pepper into
// $PORTAL_E2E_DATA_DIR/secrets.json at its first start. No key is known in advance: the tests read
// them from that file, as the person at the machine would (apps/server README, Security).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface InstanceSecrets {
  /** The `/dev/*` routes' key (the `X-Dev-Key` header). */
  devKey: string;
  /** The demo staff's passwords (admin, finance, content, support, checker) per merchant code. */
  staffPasswords: Record<string, Record<string, string>>;
  /** Keys the demo payment provider's signatures (apps/server payment-provider.ts). */
  tokenPepper: string;
}

let cached: InstanceSecrets | undefined;

export function instanceSecrets(): InstanceSecrets {
  if (cached) return cached;
  const dataDir = process.env.PORTAL_E2E_DATA_DIR;
  if (!dataDir) throw new Error('PORTAL_E2E_DATA_DIR is not set: playwright.config.ts sets it for the e2e server');
  const file = join(dataDir, 'secrets.json');
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<InstanceSecrets>;
  if (!stored.devKey || !stored.staffPasswords || !stored.tokenPepper) {
    throw new Error(`${file} lacks the dev key, the staff passwords or the pepper: did the e2e server start?`);
  }
  cached = { devKey: stored.devKey, staffPasswords: stored.staffPasswords, tokenPepper: stored.tokenPepper };
  return cached;
}

/** The header every `/dev/*` request carries. */
export function devKeyHeader(): Record<string, string> {
  return { 'X-Dev-Key': instanceSecrets().devKey };
}

/** A demo staff member's password at a tenant of the e2e server. */
export function staffPassword(merchantCode: string, username: string): string {
  const password = instanceSecrets().staffPasswords[merchantCode]?.[username];
  if (!password) throw new Error(`the e2e server has no demo staff ${username} at ${merchantCode}`);
  return password;
}
