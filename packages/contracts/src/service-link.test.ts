import { describe, expect, it } from 'vitest';
import { PayloadCryptoError } from './payload-crypto';
import { decryptServiceLink, encryptServiceLink } from './service-link';

describe('service links', () => {
  it('decrypts what it encrypted, with the key as the last 8 characters', async () => {
    const path = await encryptServiceLink('https://aurora.example/chat?lang=EN', 'Ab3dE6g8');
    expect(path.endsWith('Ab3dE6g8')).toBe(true);
    expect(path).not.toContain('aurora');
    expect(await decryptServiceLink(path)).toBe('https://aurora.example/chat?lang=EN');
  });

  it('refuses a changed path, another key and a bad key', async () => {
    const path = await encryptServiceLink('/chat', 'Ab3dE6g8');
    const flipped = (path[3] === 'A' ? 'B' : 'A') + '';
    await expect(decryptServiceLink(path.slice(0, 3) + flipped + path.slice(4))).rejects.toBeInstanceOf(
      PayloadCryptoError,
    );
    await expect(decryptServiceLink(path.slice(0, -8) + 'Zz3dE6g8')).rejects.toBeInstanceOf(PayloadCryptoError);
    await expect(decryptServiceLink('short')).rejects.toBeInstanceOf(PayloadCryptoError);
    await expect(encryptServiceLink('/chat', 'bad key!')).rejects.toBeInstanceOf(PayloadCryptoError);
  });
});
