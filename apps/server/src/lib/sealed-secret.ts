// Secrets the platform must read back (an authenticator's TOTP secret), sealed at rest: AES-256-GCM
// under a key derived from SEED_KEY with HKDF for one purpose, so a copy of the database alone opens
// nothing and the seeds' key is never used as it is for anything else. The box is
// `v1.<iv>.<tag>.<ciphertext>` (base64url); the merchant and account are bound as associated data,
// so a box copied onto another account's row does not open.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export class SecretSealer {
  private readonly key: Buffer;

  constructor(seedKey: Buffer, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', seedKey, Buffer.alloc(0), `portal:${purpose}`, 32));
  }

  seal(plain: string, binding: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(binding));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The sealed text, or throws when the box was made under another key or for another binding. */
  open(box: string, binding: string): string {
    const [version, iv, tag, body] = box.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(binding));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}
