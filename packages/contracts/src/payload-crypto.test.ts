import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  bytesToBase64,
  decryptPayload,
  encryptPayload,
  generatePayloadKeyPair,
  importPayloadPrivateKey,
  PayloadCryptoError,
  publicKeyFromPrivateKey,
} from './payload-crypto';

const keys = await generatePayloadKeyPair();
const privateKey = await importPayloadPrivateKey(keys.privateKey);
const payload = { username: 'member01', password: 'démo1234 ✓', type: 'username', loginDeviceId: 'd-1' };

function flipByte(base64: string, index: number): string {
  const bytes = base64ToBytes(base64);
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytesToBase64(bytes);
}

describe('payload codec', () => {
  it('round-trips a JSON payload through encrypt and decrypt', async () => {
    const { body, header } = await encryptPayload(keys.publicKey, 'k1', payload);
    expect(header.startsWith('k1.')).toBe(true);
    expect(JSON.stringify(body)).not.toContain('member01');
    await expect(decryptPayload(privateKey, header, body)).resolves.toEqual(payload);
  });

  it('uses a fresh key and IV per call', async () => {
    const a = await encryptPayload(keys.publicKey, 'k1', payload);
    const b = await encryptPayload(keys.publicKey, 'k1', payload);
    expect(a.body.value).not.toBe(b.body.value);
    expect(a.header).not.toBe(b.header);
  });

  it('detects a tampered body, IV or wrapped key', async () => {
    const { body, header } = await encryptPayload(keys.publicKey, 'k1', payload);
    await expect(decryptPayload(privateKey, header, { value: flipByte(body.value, 3) })).rejects.toBeInstanceOf(
      PayloadCryptoError,
    );
    await expect(decryptPayload(privateKey, header, { value: flipByte(body.value, 20) })).rejects.toBeInstanceOf(
      PayloadCryptoError,
    );
    const [id, wrapped] = header.split('.') as [string, string];
    await expect(decryptPayload(privateKey, `${id}.${flipByte(wrapped, 10)}`, body)).rejects.toBeInstanceOf(
      PayloadCryptoError,
    );
  });

  it('binds the key id: a header naming another key id fails', async () => {
    const { body, header } = await encryptPayload(keys.publicKey, 'k1', payload);
    await expect(decryptPayload(privateKey, header.replace(/^k1\./, 'k2.'), body)).rejects.toBeInstanceOf(
      PayloadCryptoError,
    );
  });

  it('refuses a payload encrypted for another key pair', async () => {
    const other = await generatePayloadKeyPair();
    const { body, header } = await encryptPayload(other.publicKey, 'k1', payload);
    await expect(decryptPayload(privateKey, header, body)).rejects.toBeInstanceOf(PayloadCryptoError);
  });

  it('refuses malformed headers and bodies', async () => {
    const { body, header } = await encryptPayload(keys.publicKey, 'k1', payload);
    for (const badHeader of [undefined, '', 'nodot', '.abc', 'k 1.abc', 'k1.%%%', 'x'.repeat(2000)]) {
      await expect(decryptPayload(privateKey, badHeader, body)).rejects.toBeInstanceOf(PayloadCryptoError);
    }
    for (const badBody of [
      null,
      'text',
      { value: 1 },
      { value: '' },
      { value: 'AAAA' },
      payload,
      { ...body, extra: 1 },
    ]) {
      await expect(decryptPayload(privateKey, header, badBody)).rejects.toBeInstanceOf(PayloadCryptoError);
    }
  });

  it('derives the public key from the private key', async () => {
    const derived = await publicKeyFromPrivateKey(keys.privateKey);
    const { body, header } = await encryptPayload(derived, 'k9', { ok: true });
    await expect(decryptPayload(privateKey, header, body)).resolves.toEqual({ ok: true });
  });
});
