// The demo phone-verification provider (demo and development only; tests use it too): a small
// provider of its own, shaped like Firebase's REST calls, served under /demo-phone-provider/. It
// sends the code through the platform's message provider (the outbox, so the dev outbox shows it),
// and signs ID tokens with an ES256 key pair made at start, published as a JWKS.
//
// Sessions live in this process (a demo provider is one instance): a session is confirmed once,
// five wrong codes end it, it lives five minutes; one code per number per minute.
import { exportJWK, generateKeyPair, SignJWT, type JWK, type CryptoKey } from 'jose';
import { MINUTE, type Clock } from '../../lib/clock';
import { keyedHash, randomDigits, randomToken, safeEqual } from '../../lib/tokens';
import type { MessageProvider } from '../platform/message-provider';
import {
  DEMO_PHONE_ISSUER_BASE,
  PHONE_PROVIDER_COUNTDOWN_SECONDS,
  type PhoneVerificationProvider,
  type PhoneVerificationSession,
} from './provider';

const SESSION_TTL_MS = 5 * MINUTE;
const TOKEN_TTL_SECONDS = 3600;
const MAX_TRIES = 5;

/** A provider's refusal, as Firebase names them (INVALID_CODE, SESSION_EXPIRED, TOO_MANY_ATTEMPTS_TRY_LATER, …). */
export class PhoneProviderError extends Error {
  constructor(
    readonly reason: string,
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(reason);
  }
}

interface Session {
  projectId: string;
  phoneNumber: string;
  codeHash: string;
  expiresAt: number;
  tries: number;
  used: boolean;
}

export class DemoPhoneProvider implements PhoneVerificationProvider {
  private keys: Promise<{ privateKey: CryptoKey; jwk: JWK }> | undefined;
  private readonly sessions = new Map<string, Session>();
  private readonly lastSend = new Map<string, number>();
  private readonly pepper = randomToken(32);

  constructor(
    private readonly clock: Clock,
    private readonly messages: MessageProvider,
    /** The tenant (merchant code) whose outbox a project's codes go to; null: an unknown project. */
    private readonly merchantOfProject: (projectId: string) => Promise<string | null>,
  ) {}

  private keyPair() {
    this.keys ??= generateKeyPair('ES256', { extractable: true }).then(async ({ privateKey, publicKey }) => ({
      privateKey,
      jwk: { ...(await exportJWK(publicKey)), kid: `demo-${randomToken(8)}`, alg: 'ES256', use: 'sig' },
    }));
    return this.keys;
  }

  /** The public keys (the JWKS document served at /.well-known/jwks.json). */
  async jwks(): Promise<{ keys: JWK[] }> {
    return { keys: [(await this.keyPair()).jwk] };
  }

  async start(projectId: string, phoneNumber: string): Promise<PhoneVerificationSession> {
    const merchantCode = await this.merchantOfProject(projectId);
    if (!merchantCode) throw new PhoneProviderError('PROJECT_NOT_FOUND', 404);
    const now = this.clock.now();
    const key = `${projectId}:${phoneNumber}`;
    const last = this.lastSend.get(key);
    const waitMs = last === undefined ? 0 : last + PHONE_PROVIDER_COUNTDOWN_SECONDS * 1000 - now;
    if (waitMs > 0) throw new PhoneProviderError('TOO_MANY_ATTEMPTS_TRY_LATER', 429, Math.ceil(waitMs / 1000));
    for (const [id, session] of this.sessions) if (session.expiresAt <= now) this.sessions.delete(id);
    const code = randomDigits(6);
    const sessionInfo = randomToken(32);
    this.sessions.set(sessionInfo, {
      projectId,
      phoneNumber,
      codeHash: keyedHash(this.pepper, `${sessionInfo}:${code}`),
      expiresAt: now + SESSION_TTL_MS,
      tries: 0,
      used: false,
    });
    this.lastSend.set(key, now);
    await this.messages.sendSms({
      merchantCode,
      to: phoneNumber,
      code,
      text: `${code} is your verification code (demo phone provider).`,
    });
    return { sessionInfo, retryAfterSeconds: PHONE_PROVIDER_COUNTDOWN_SECONDS };
  }

  async confirm(
    projectId: string,
    sessionInfo: string,
    code: string,
  ): Promise<{ idToken: string; phoneNumber: string }> {
    const now = this.clock.now();
    const session = this.sessions.get(sessionInfo);
    if (!session || session.projectId !== projectId || session.used || session.expiresAt <= now)
      throw new PhoneProviderError('SESSION_EXPIRED', 400);
    session.tries += 1;
    if (session.tries > MAX_TRIES) throw new PhoneProviderError('TOO_MANY_ATTEMPTS_TRY_LATER', 429);
    if (!safeEqual(keyedHash(this.pepper, `${sessionInfo}:${code.trim()}`), session.codeHash))
      throw new PhoneProviderError('INVALID_CODE', 400);
    session.used = true;
    const { privateKey, jwk } = await this.keyPair();
    const seconds = Math.floor(now / 1000);
    const idToken = await new SignJWT({
      phone_number: session.phoneNumber,
      auth_time: seconds,
      firebase: { identities: { phone: [session.phoneNumber] }, sign_in_provider: 'phone' },
    })
      .setProtectedHeader({ alg: 'ES256', kid: jwk.kid!, typ: 'JWT' })
      .setIssuer(`${DEMO_PHONE_ISSUER_BASE}/${projectId}`)
      .setAudience(projectId)
      .setSubject(randomToken(14))
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + TOKEN_TTL_SECONDS)
      .sign(privateKey);
    return { idToken, phoneNumber: session.phoneNumber };
  }
}
