// The server's two secrets: the RSA private key of the E payload codec and the pepper that
// token hashes are keyed with. Production takes both from the environment and refuses to start
// without them; demo and development generate them once and keep them in the data folder, so
// sessions survive a restart.
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  generatePayloadKeyPair,
  importPayloadPrivateKey,
  publicKeyFromPrivateKey,
  type PayloadKey,
} from '@portal/contracts';
import { ConfigError, type AppConfig } from './config';

export interface ServerSecrets {
  tokenPepper: string;
  payloadKey: { keyId: string; publicKey: string; privateKey: PayloadKey };
}

interface StoredSecrets {
  payloadPrivateKey: string;
  tokenPepper: string;
}

function readStored(file: string): Partial<StoredSecrets> {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<StoredSecrets>;
  } catch {
    throw new ConfigError(`${file} is not valid JSON: delete it to generate new development secrets.`);
  }
}

async function resolveRaw(config: AppConfig): Promise<StoredSecrets> {
  if (config.mode === 'production') {
    const missing = [!config.payloadPrivateKey && 'PAYLOAD_PRIVATE_KEY', !config.tokenPepper && 'TOKEN_PEPPER'].filter(
      Boolean,
    );
    if (missing.length) {
      throw new ConfigError(
        `Production mode needs ${missing.join(' and ')}. ` +
          'PAYLOAD_PRIVATE_KEY is a base64 PKCS#8 RSA-2048 key and TOKEN_PEPPER at least 32 random bytes (base64); ' +
          'generate both with `node apps/server/scripts/generate-secrets.mjs`.',
      );
    }
    return { payloadPrivateKey: config.payloadPrivateKey!, tokenPepper: config.tokenPepper! };
  }
  const file = join(config.dataDir, 'secrets.json');
  const stored = readStored(file);
  const secrets: StoredSecrets = {
    payloadPrivateKey:
      config.payloadPrivateKey ?? stored.payloadPrivateKey ?? (await generatePayloadKeyPair()).privateKey,
    tokenPepper: config.tokenPepper ?? stored.tokenPepper ?? randomBytes(32).toString('base64'),
  };
  if (secrets.payloadPrivateKey !== stored.payloadPrivateKey || secrets.tokenPepper !== stored.tokenPepper) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    chmodSync(file, 0o600);
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
  let privateKey: PayloadKey;
  let publicKey: string;
  try {
    privateKey = await importPayloadPrivateKey(raw.payloadPrivateKey);
    publicKey = await publicKeyFromPrivateKey(raw.payloadPrivateKey);
  } catch {
    throw new ConfigError('PAYLOAD_PRIVATE_KEY is not a base64 PKCS#8 RSA private key.');
  }
  return { tokenPepper: raw.tokenPepper, payloadKey: { keyId: keyIdOf(publicKey), publicKey, privateKey } };
}
