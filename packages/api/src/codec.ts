// Payload codecs for calls marked E. The default is our platform's hybrid RSA-OAEP + AES-GCM
// codec from @portal/contracts; an operator whose platform needs another scheme passes its own.
import { encryptPayload, importPayloadPublicKey, type PayloadKey } from '@portal/contracts';

export interface EncodedPayload {
  body: unknown;
  headers: Record<string, string>;
}

export interface PayloadCodec {
  encode(payload: unknown): Promise<EncodedPayload>;
}

export interface PublicPayloadKey {
  keyId: string;
  publicKey: string;
}

/**
 * The platform's codec. `loadKey` fetches `GET /wps/session/key/rsa`; the imported key is cached
 * for the page's life and fetched again after a failure.
 */
export function webCryptoCodec(loadKey: () => Promise<PublicPayloadKey>): PayloadCodec {
  let cached: Promise<{ keyId: string; key: PayloadKey }> | null = null;
  const key = () => {
    cached ??= loadKey()
      .then(async ({ keyId, publicKey }) => ({ keyId, key: await importPayloadPublicKey(publicKey) }))
      .catch((error: unknown) => {
        cached = null;
        throw error;
      });
    return cached;
  };
  return {
    async encode(payload) {
      const { keyId, key: publicKey } = await key();
      const { body, header } = await encryptPayload(publicKey, keyId, payload);
      return { body, headers: { Encryption: header } };
    },
  };
}
