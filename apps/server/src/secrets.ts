// The server's three secrets: the RSA private key of the E payload codec, the pepper that token
// hashes are keyed with, and the key the game seeds are derived with (SEED_KEY: the database keeps
// only a nonce per seed, games/fairness.ts). Production takes them from the environment and refuses
// to start without them; demo and development generate them once and keep them in the data folder,
// so sessions and unrevealed seeds survive a restart.
//
// And the instance's credentials (resolveCredentials): the passwords of the demo staff and the key
// of the `/dev` routes. Production has neither: its staff are created by an admin (the first one
// with `scripts/staff.ts`), and it has no /dev routes. Demo and development generate a random
// password per demo staff member of each tenant and a dev key, once, into the same 0600 secrets
// file: nothing that opens an instance is the same on two instances or written in the code or docs.
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  generatePayloadKeyPair,
  importPayloadPrivateKey,
  publicKeyFromPrivateKey,
  type PayloadKey,
} from '@portal/contracts';
import { z } from 'zod';
import { ConfigError, type AppConfig } from './config';

export interface ServerSecrets {
  tokenPepper: string;
  /** SEED_KEY, 32 bytes: the key of the server seeds of the in-house games and the lottery. */
  seedKey: Buffer;
  payloadKey: { keyId: string; publicKey: string; privateKey: PayloadKey };
}

interface StoredSecrets {
  payloadPrivateKey: string;
  tokenPepper: string;
  seedKey: string;
}

/** What the secrets file may hold besides the secrets: generated credentials. */
const storedCredentialsSchema = z.object({
  /** The demo staff's generated passwords, by merchant code and username. */
  staffPasswords: z
    .record(z.string().regex(/^[A-Z0-9]{2,16}$/), z.record(z.string(), z.string().regex(/^[\w-]{16,128}$/)))
    .optional(),
  devKey: z
    .string()
    .regex(/^[\w-]{24,256}$/)
    .optional(),
});
type StoredCredentials = z.infer<typeof storedCredentialsSchema>;
type StoredFile = Partial<StoredSecrets> & StoredCredentials;

/** The demo / development secrets file: `$DATA_DIR/secrets.json`, mode 0600. */
export function secretsFile(config: AppConfig): string {
  return join(config.dataDir, 'secrets.json');
}

function readStored(file: string): StoredFile {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StoredFile;
  } catch {
    throw new ConfigError(`${file} is not valid JSON: delete it to generate new development secrets.`);
  }
}

/** Writes the file with what it holds and `changes` (owner-only, also when it existed with other modes). */
function writeStored(config: AppConfig, changes: StoredFile): void {
  const file = secretsFile(config);
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ ...readStored(file), ...changes }, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
}

async function resolveRaw(config: AppConfig): Promise<StoredSecrets> {
  if (config.mode === 'production') {
    const missing = [
      !config.payloadPrivateKey && 'PAYLOAD_PRIVATE_KEY',
      !config.tokenPepper && 'TOKEN_PEPPER',
      !config.seedKey && 'SEED_KEY',
    ].filter((name): name is string => Boolean(name));
    if (missing.length) {
      const names = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
      throw new ConfigError(
        `Production mode needs ${names}. ` +
          'PAYLOAD_PRIVATE_KEY is a base64 PKCS#8 RSA-2048 key, TOKEN_PEPPER at least 32 random bytes (base64) ' +
          'and SEED_KEY 32 random bytes (base64); generate them with `node apps/server/scripts/generate-secrets.mjs`.',
      );
    }
    return { payloadPrivateKey: config.payloadPrivateKey!, tokenPepper: config.tokenPepper!, seedKey: config.seedKey! };
  }
  const stored = readStored(secretsFile(config));
  const secrets: StoredSecrets = {
    payloadPrivateKey:
      config.payloadPrivateKey ?? stored.payloadPrivateKey ?? (await generatePayloadKeyPair()).privateKey,
    tokenPepper: config.tokenPepper ?? stored.tokenPepper ?? randomBytes(32).toString('base64'),
    seedKey: config.seedKey ?? stored.seedKey ?? randomBytes(32).toString('base64'),
  };
  if (
    secrets.payloadPrivateKey !== stored.payloadPrivateKey ||
    secrets.tokenPepper !== stored.tokenPepper ||
    secrets.seedKey !== stored.seedKey
  ) {
    writeStored(config, secrets);
  }
  return secrets;
}

/** The key id names the key pair (a hash of the public key), so instances sharing a key share the id. */
export function keyIdOf(publicKey: string): string {
  return createHash('sha256').update(publicKey).digest('base64url').slice(0, 16);
}

export async function resolveSecrets(config: AppConfig): Promise<ServerSecrets> {
  const raw = await resolveRaw(config);
  if (Buffer.from(raw.tokenPepper, 'base64').length < 16)
    throw new ConfigError('TOKEN_PEPPER must hold at least 16 bytes (base64).');
  const seedKey = Buffer.from(raw.seedKey, 'base64');
  if (seedKey.length !== 32) throw new ConfigError('SEED_KEY must hold 32 bytes (base64).');
  let privateKey: PayloadKey;
  let publicKey: string;
  try {
    privateKey = await importPayloadPrivateKey(raw.payloadPrivateKey);
    publicKey = await publicKeyFromPrivateKey(raw.payloadPrivateKey);
  } catch {
    throw new ConfigError('PAYLOAD_PRIVATE_KEY is not a base64 PKCS#8 RSA private key.');
  }
  return {
    tokenPepper: raw.tokenPepper,
    seedKey,
    payloadKey: { keyId: keyIdOf(publicKey), publicKey, privateKey },
  };
}

/** What opens an instance besides a member's session (outside production). */
export interface InstanceCredentials {
  /** The demo staff's passwords by merchant code and username (demo, development); empty in production. */
  staffPasswords: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The key the `/dev` routes ask for (demo, development); null in production, which has no /dev routes. */
  devKey: string | null;
  /** The merchant codes whose demo staff passwords this start generated: shown once (startupNotes). */
  generatedStaff: readonly string[];
  /** The file that keeps generated credentials; null when there are none (production). */
  file: string | null;
}

/** 32 random bytes, base64url (43 characters): the dev key. */
function newKey(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The instance's credentials for its tenants (merchant codes). Demo and development keep generated
 * passwords in the secrets file and reuse them on restart; a tenant added later gets its demo
 * staff at the next start.
 */
export function resolveCredentials(
  config: AppConfig,
  merchantCodes: readonly string[],
  demoStaff: readonly string[],
): InstanceCredentials {
  if (config.mode === 'production') return { staffPasswords: {}, devKey: null, generatedStaff: [], file: null };
  const file = secretsFile(config);
  const parsed = storedCredentialsSchema.safeParse(readStored(file));
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))].join(', ');
    throw new ConfigError(`${file}: ${fields} malformed. Delete ${fields} from it to generate new ones.`);
  }
  const stored = parsed.data;
  const changes: StoredCredentials = {};
  const devKey = stored.devKey ?? (changes.devKey = newKey());
  const staffPasswords: Record<string, Record<string, string>> = { ...stored.staffPasswords };
  const generated: string[] = [];
  for (const code of merchantCodes) {
    const passwords = { ...staffPasswords[code] };
    const missing = demoStaff.filter((username) => passwords[username] === undefined);
    if (missing.length === 0) continue;
    for (const username of missing) passwords[username] = randomBytes(18).toString('base64url');
    staffPasswords[code] = passwords;
    generated.push(code);
  }
  if (generated.length) changes.staffPasswords = staffPasswords;
  if (Object.keys(changes).length) writeStored(config, changes);
  return { staffPasswords, devKey, generatedStaff: generated, file };
}

export interface StartupNote {
  /** warn for a credential shown once (LOG_LEVEL=warn still shows it), info otherwise. */
  level: 'warn' | 'info';
  message: string;
}

/**
 * What a starting instance logs about its credentials: the demo staff's passwords this start
 * generated (once: later starts name the file instead), the back office, and, outside production,
 * the outbox link with the dev key, for the person at this machine.
 */
export function startupNotes(config: AppConfig, credentials: InstanceCredentials): StartupNote[] {
  const notes: StartupNote[] = [];
  const { staffPasswords, generatedStaff, devKey, file } = credentials;
  if (config.mode === 'production') return notes;
  const backOffice = `Back office: http://localhost:${config.port}/backoffice/`;
  if (generatedStaff.length) {
    const admins = generatedStaff.map((code) => `${code} admin ${staffPasswords[code]?.admin ?? '?'}`).join(', ');
    notes.push({
      level: 'warn',
      message: `${backOffice} — demo staff created (shown once; every password is kept in ${file}, staffPasswords): ${admins}`,
    });
  } else {
    notes.push({ level: 'info', message: `${backOffice} — demo staff passwords: in ${file} (staffPasswords)` });
  }
  if (devKey !== null) {
    notes.push({ level: 'info', message: `Outbox: http://localhost:${config.port}/dev/outbox?key=${devKey}` });
  }
  return notes;
}
