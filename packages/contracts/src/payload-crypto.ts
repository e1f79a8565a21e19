// The "E" payload codec of our platform: hybrid RSA-OAEP (SHA-256, 2048-bit) + AES-256-GCM, with
// WebCrypto only, so the same code runs in browsers and in Node 24 (globalThis.crypto.subtle).
//
//   client: GET /wps/session/key/rsa → { keyId, publicKey (base64 SPKI) }
//           per request: a random AES-256 key and 12-byte IV;
//           body   = { "value": base64(iv ‖ AES-GCM(json, aad = keyId)) }
//           header = Encryption: <keyId>.<base64 RSA-OAEP(aesKey)>
//   server: unwraps the AES key with the private key named by keyId, decrypts, then validates.
//
// GCM authenticates the body, so a changed byte anywhere (body, IV, wrapped key, key id) fails to
// decrypt. It is one codec among possible others: @portal/api takes a codec, and an operator whose
// platform needs the original RSA+DES scheme plugs that one in instead.

const RSA_PARAMS = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** A WebCrypto key, typed from the runtime's own `crypto.subtle` (DOM lib in browsers, node's in Node). */
export type PayloadKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;
const IV_BYTES = 12;
const MAX_HEADER_LENGTH = 1024;
const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Raised when a payload cannot be read: the server answers 400 `request_body_required`. */
export class PayloadCryptoError extends Error {
  override readonly name = 'PayloadCryptoError';
}

/** The body of an encrypted call. */
export interface EncryptedBody {
  value: string;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    throw new PayloadCryptoError('not base64');
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A new RSA key pair for the server: base64 SPKI (public) and base64 PKCS#8 (private). */
export async function generatePayloadKeyPair(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = await crypto.subtle.generateKey(
    { ...RSA_PARAMS, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey));
  return { publicKey: bytesToBase64(spki), privateKey: bytesToBase64(pkcs8) };
}

export function importPayloadPublicKey(spkiBase64: string): Promise<PayloadKey> {
  return crypto.subtle.importKey('spki', base64ToBytes(spkiBase64), RSA_PARAMS, false, ['encrypt']);
}

export function importPayloadPrivateKey(pkcs8Base64: string): Promise<PayloadKey> {
  return crypto.subtle.importKey('pkcs8', base64ToBytes(pkcs8Base64), RSA_PARAMS, false, ['decrypt']);
}

/** The public key as base64 SPKI, derived from the private key's PKCS#8 (so a server needs to keep only one secret). */
export async function publicKeyFromPrivateKey(pkcs8Base64: string): Promise<string> {
  const extractable = await crypto.subtle.importKey('pkcs8', base64ToBytes(pkcs8Base64), RSA_PARAMS, true, ['decrypt']);
  const jwk = await crypto.subtle.exportKey('jwk', extractable);
  const publicKey = await crypto.subtle.importKey(
    'jwk',
    { kty: jwk.kty, n: jwk.n, e: jwk.e, alg: jwk.alg, ext: true },
    RSA_PARAMS,
    true,
    ['encrypt'],
  );
  return bytesToBase64(new Uint8Array(await crypto.subtle.exportKey('spki', publicKey)));
}

/**
 * Encrypts one JSON payload. `publicKey` is the base64 SPKI from `GET /wps/session/key/rsa` (or an
 * imported key). Returns the body to send and the value of the `Encryption` header.
 */
export async function encryptPayload(
  publicKey: PayloadKey | string,
  keyId: string,
  json: unknown,
): Promise<{ body: EncryptedBody; header: string }> {
  if (!KEY_ID_PATTERN.test(keyId)) throw new PayloadCryptoError('invalid key id');
  const rsaKey = typeof publicKey === 'string' ? await importPayloadPublicKey(publicKey) : publicKey;
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plaintext = new TextEncoder().encode(JSON.stringify(json));
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(keyId) },
      aesKey,
      plaintext,
    ),
  );
  const rawKey = await crypto.subtle.exportKey('raw', aesKey);
  const wrapped = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawKey));
  const sealed = new Uint8Array(iv.length + ciphertext.length);
  sealed.set(iv);
  sealed.set(ciphertext, iv.length);
  return { body: { value: bytesToBase64(sealed) }, header: `${keyId}.${bytesToBase64(wrapped)}` };
}

/** Splits an `Encryption` header into the key id (to pick the private key) and the wrapped AES key. */
export function parseEncryptionHeader(header: unknown): { keyId: string; wrappedKey: Uint8Array<ArrayBuffer> } {
  if (typeof header !== 'string' || header.length > MAX_HEADER_LENGTH)
    throw new PayloadCryptoError('missing or oversized Encryption header');
  const dot = header.indexOf('.');
  const keyId = header.slice(0, dot);
  if (dot < 1 || !KEY_ID_PATTERN.test(keyId)) throw new PayloadCryptoError('malformed Encryption header');
  return { keyId, wrappedKey: base64ToBytes(header.slice(dot + 1)) };
}

/**
 * Decrypts one payload and parses its JSON. Throws PayloadCryptoError for anything unreadable: a
 * missing or malformed header, a body that is not `{ value: base64 }`, a wrong key, a tampered byte.
 */
export async function decryptPayload(privateKey: PayloadKey, header: unknown, body: unknown): Promise<unknown> {
  const { keyId, wrappedKey } = parseEncryptionHeader(header);
  if (
    typeof body !== 'object' ||
    body === null ||
    typeof (body as { value?: unknown }).value !== 'string' ||
    Object.keys(body).length !== 1
  ) {
    throw new PayloadCryptoError('body must be { value: base64 }');
  }
  const sealed = base64ToBytes((body as EncryptedBody).value);
  if (sealed.length <= IV_BYTES + 16) throw new PayloadCryptoError('body too short');
  try {
    const rawKey = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, wrappedKey);
    const aesKey = await crypto.subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
    const plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.subarray(0, IV_BYTES), additionalData: new TextEncoder().encode(keyId) },
      aesKey,
      sealed.subarray(IV_BYTES),
    );
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plaintext));
  } catch {
    throw new PayloadCryptoError('payload could not be decrypted');
  }
}
