// A software WebAuthn authenticator for the passkey tests: a real P-256 key pair from node:crypto,
// a real `none` attestation (CBOR attestation object, authenticator data with the attested
// credential and its COSE key) and real assertions (authenticator data, clientDataJSON, an ECDSA
// signature over both) — what a browser hands the page after `navigator.credentials.create/get`.
// Nothing of the platform's or the WebAuthn library's code is used to build them.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

// --- a minimal CBOR encoder (RFC 8949): unsigned and negative integers, byte and text strings, maps ---
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) {
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(length, 1);
    return b;
  }
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(length, 1);
  return b;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface CeremonyOptions {
  /** The page's origin the browser reports (default: the authenticator's origin). */
  origin?: string;
  /** The RP ID the authenticator scopes the credential to (default: the authenticator's). */
  rpId?: string;
  /** Whether the user was verified (PIN, biometric). */
  userVerified?: boolean;
  /** The signature counter to report (default: one more than the last). */
  counter?: number;
}

/** One credential on a software authenticator. */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private counter = 0;
  /** The user handle the platform gave at registration (answered back at sign-in, as a discoverable credential does). */
  userHandle: string | undefined;

  constructor(
    readonly rpId = 'localhost',
    readonly origin = 'http://localhost',
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x!, y: jwk.y! };
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private coseKey(): Buffer {
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(this.publicJwk.x, 'base64url')],
        [-3, Buffer.from(this.publicJwk.y, 'base64url')],
      ]),
    );
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }

  private flags(options: CeremonyOptions, extra = 0): number {
    return FLAG_UP | (options.userVerified === false ? 0 : FLAG_UV) | extra;
  }

  private counterBytes(value: number): Buffer {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(value, 0);
    return b;
  }

  /** The answer of `navigator.credentials.create` to the platform's registration options. */
  attest(
    optionsJSON: { challenge: string; user: { id: string } },
    options: CeremonyOptions = {},
  ): Record<string, unknown> {
    this.userHandle = optionsJSON.user.id;
    const credIdLength = Buffer.alloc(2);
    credIdLength.writeUInt16BE(this.credentialId.length, 0);
    const authData = Buffer.concat([
      sha256(options.rpId ?? this.rpId),
      Buffer.from([this.flags(options, FLAG_AT)]),
      this.counterBytes(this.counter),
      Buffer.alloc(16), // AAGUID: none
      credIdLength,
      this.credentialId,
      this.coseKey(),
    ]);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(
          this.clientData('webauthn.create', optionsJSON.challenge, options.origin ?? this.origin),
        ),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** The answer of `navigator.credentials.get` to the platform's sign-in options. */
  assert(optionsJSON: { challenge: string }, options: CeremonyOptions = {}): Record<string, unknown> {
    this.counter = options.counter ?? this.counter + 1;
    const authData = Buffer.concat([
      sha256(options.rpId ?? this.rpId),
      Buffer.from([this.flags(options)]),
      this.counterBytes(this.counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', optionsJSON.challenge, options.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
