// Prints a fresh PAYLOAD_PRIVATE_KEY (base64 PKCS#8, RSA-2048 for RSA-OAEP SHA-256),
// TOKEN_PEPPER and SEED_KEY (32 random bytes each, base64) for a production deployment's environment.
import { generateKeyPairSync, randomBytes } from 'node:crypto';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 0x10001 });
console.log(`PAYLOAD_PRIVATE_KEY=${privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64')}`);
console.log(`TOKEN_PEPPER=${randomBytes(32).toString('base64')}`);
console.log(`SEED_KEY=${randomBytes(32).toString('base64')}`);
