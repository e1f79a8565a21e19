// The customer-service link of the service configuration (spec §3 service path entry: "path
// encrypted, last 8 characters are the key"). The link is not a secret — the portal opens it — the
// encryption only keeps it out of plain sight in the answer, as the operator's platform does. Ours:
// AES-256-GCM with the SHA-256 of the 8-character key, through WebCrypto (browsers and Node 24).
//
//   path = base64url(iv ‖ AES-GCM(link)) ‖ key (8 characters of [A-Za-z0-9])
import { PayloadCryptoError, base64ToBytes, bytesToBase64, type PayloadKey } from './payload-crypto';

const KEY_LENGTH = 8;
const IV_BYTES = 12;
const KEY_PATTERN = /^[A-Za-z0-9]{8}$/;

async function aesKey(key: string): Promise<PayloadKey> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

const toBase64Url = (bytes: Uint8Array) =>
  bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => base64ToBytes(text.replace(/-/g, '+').replace(/_/g, '/'));

/** Encrypts a link with an 8-character key ([A-Za-z0-9]); the key is appended to the result. */
export async function encryptServiceLink(link: string, key: string): Promise<string> {
  if (!KEY_PATTERN.test(key)) throw new PayloadCryptoError('a service link key is 8 letters or digits');
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(key), new TextEncoder().encode(link)),
  );
  const bytes = new Uint8Array(IV_BYTES + sealed.length);
  bytes.set(iv);
  bytes.set(sealed, IV_BYTES);
  return toBase64Url(bytes) + key;
}

/** The link of an encrypted path; throws PayloadCryptoError when it cannot be read. */
export async function decryptServiceLink(path: string): Promise<string> {
  const key = path.slice(-KEY_LENGTH);
  if (path.length <= KEY_LENGTH || !KEY_PATTERN.test(key)) throw new PayloadCryptoError('not a service link');
  const bytes = fromBase64Url(path.slice(0, -KEY_LENGTH));
  if (bytes.length <= IV_BYTES) throw new PayloadCryptoError('not a service link');
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) },
      await aesKey(key),
      bytes.subarray(IV_BYTES),
    );
    return new TextDecoder().decode(plain);
  } catch {
    throw new PayloadCryptoError('the service link does not decrypt');
  }
}
