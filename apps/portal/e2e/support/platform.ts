// The platform server as the tests reach it directly, for setting up what a test needs (a fresh
// account, a second login) and for reading what the development server "sent" (SMS codes,
// e-mails, captcha answers in GET /dev/outbox). The flows under test always go through the UI;
// this only prepares the ground. The /dev routes need the server's generated dev key
// (instance-secrets.ts); POST /dev/credit and POST /dev/agent-settlement exist because the e2e
// server runs in development mode.
//
// Encrypted calls (register, login) use the contracts' own codec (`encryptPayload`, WebCrypto, the
// documented wire format: GET /wps/session/key/rsa, then an AES-GCM body and an `Encryption`
// header), imported from its source file like the locale texts: a client of the wire format, not
// of the portal's internals.
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { encryptPayload } from '../../../../packages/contracts/src/payload-crypto.ts';
import { devKeyHeader } from './instance-secrets';
import { AURORA, LOTUS, type E2eTenant } from './tenants';

export const DEMO_PASSWORD = 'demo1234';
const API_ORIGIN = AURORA.origin;

export type OutboxChannel = 'sms' | 'email' | 'captcha';

export interface OutboxMessage {
  id: number;
  merchantCode: string;
  channel: OutboxChannel;
  recipient: string;
  code: string | null;
  text: string;
  createdAt: number;
}

/** A new account's data, unique within the run. */
export interface NewAccount {
  username: string;
  password: string;
  /** National number, without the dialing code. */
  mobileNum: string;
  countryDialingCode: string;
  email: string;
}

export interface LoginValue {
  token: string;
  userName: string;
  forceChangePassword: boolean;
}

let sequence = 0;

function randomDigits(count: number): string {
  let digits = '';
  for (let i = 0; i < count; i++) digits += Math.floor(Math.random() * 10).toString();
  return digits;
}

/**
 * A username no other test (or earlier run) uses: a letter, then 9 letters and digits — within both
 * tenants' rules (aurora 6–12, lotus 5–16, letter first).
 */
export function uniqueUsername(prefix = 'e'): string {
  sequence += 1;
  const stamp = (Date.now() % 36 ** 5).toString(36).padStart(5, '0');
  const rest = `${sequence.toString(36)}${Math.random().toString(36).slice(2)}`;
  return `${prefix}${stamp}${rest}`.slice(0, 10);
}

/**
 * A free mobile number, valid where the platform checks it (libphonenumber, E.164): 9 digits from
 * 81–88, a mobile range in both Vietnam (+84) and Thailand (+66), within both tenants' 8–11 digit
 * rule. The demo ones are 912000001–3.
 */
export function uniqueMobileNumber(): string {
  return `8${1 + Math.floor(Math.random() * 8)}${randomDigits(7)}`;
}

export function newAccount(tenant: E2eTenant): NewAccount {
  const username = uniqueUsername();
  return {
    username,
    password: `Pw${randomDigits(6)}`,
    mobileNum: uniqueMobileNumber(),
    countryDialingCode: tenant.defaultDialingCode,
    email: `${username}@e2e.example`,
  };
}

/** The full number as the outbox names an SMS recipient: dialing code and national number. */
export function smsRecipient(countryDialingCode: string, mobileNum: string): string {
  return `${countryDialingCode}${mobileNum}`;
}

export class Platform {
  private constructor(
    readonly tenant: E2eTenant,
    private readonly api: APIRequestContext,
  ) {}

  /**
   * A client of its own (own cookies: its captcha challenge is not the browser's). It calls the
   * default host: the `Merchant` header names the tenant to the API, and Node does not resolve
   * `*.localhost` names as Chromium does.
   */
  static async connect(tenant: E2eTenant): Promise<Platform> {
    const api = await playwrightRequest.newContext({
      baseURL: API_ORIGIN,
      extraHTTPHeaders: { Merchant: tenant.merchantCode, Language: 'EN', Device: 'web', 'X-Gateway-Version': '3' },
    });
    return new Platform(tenant, api);
  }

  async dispose(): Promise<void> {
    await this.api.dispose();
  }

  /** Outbox rows of this tenant, newest first. */
  async outbox(channel: OutboxChannel, recipient?: string, limit = 5): Promise<OutboxMessage[]> {
    const params = new URLSearchParams({ merchant: this.tenant.merchantCode, channel, limit: String(limit) });
    if (recipient !== undefined) params.set('recipient', recipient);
    const response = await this.api.get(`/dev/outbox?${params}`, { headers: devKeyHeader() });
    expect(response.ok(), `GET /dev/outbox → ${response.status()}`).toBe(true);
    return ((await response.json()) as { value: OutboxMessage[] }).value;
  }

  /** The newest message to a recipient, waiting for it to arrive (optionally newer than an id). */
  async latestMessage(channel: OutboxChannel, recipient: string, newerThan = 0): Promise<OutboxMessage> {
    let found: OutboxMessage | undefined;
    await expect
      .poll(
        async () => {
          found = (await this.outbox(channel, recipient, 1))[0];
          return found !== undefined && found.id > newerThan;
        },
        { message: `a ${channel} message to ${recipient} in the outbox`, timeout: 10_000 },
      )
      .toBe(true);
    return found as OutboxMessage;
  }

  /** The SMS code just sent to a number. */
  async smsCode(countryDialingCode: string, mobileNum: string): Promise<string> {
    const message = await this.latestMessage('sms', smsRecipient(countryDialingCode, mobileNum));
    expect(message.code).toMatch(/^\d{6}$/);
    return message.code as string;
  }

  /** The last captcha challenge each page was given an answer for. */
  private readonly answeredChallenges = new WeakMap<Page, string>();

  /**
   * The answer to the captcha the page shows now: its challenge id is the httpOnly cookie
   * `portal_captcha` (path /wps), which only the browser context can read. With `fresh`, waits
   * for a challenge other than the one answered last (after a refusal the image is replaced).
   */
  async captchaAnswerFor(page: Page, { fresh = false }: { fresh?: boolean } = {}): Promise<string> {
    const previous = fresh ? this.answeredChallenges.get(page) : undefined;
    let answer: { id: string; code: string } | null = null;
    await expect
      .poll(
        async () => {
          const cookies = await page.context().cookies(`${this.tenant.origin}/wps/captcha`);
          const id = cookies.find((cookie) => cookie.name === 'portal_captcha')?.value;
          if (!id || id === previous) return false;
          const code = (await this.outbox('captcha', id, 1))[0]?.code;
          answer = code ? { id, code } : null;
          return answer !== null;
        },
        { message: 'the answer to the captcha the page shows, in the outbox', timeout: 10_000 },
      )
      .toBe(true);
    const { id, code } = answer as unknown as { id: string; code: string };
    this.answeredChallenges.set(page, id);
    return code;
  }

  private async sealed(path: string, method: 'POST' | 'PUT', payload: unknown, headers: Record<string, string> = {}) {
    const keyResponse = await this.api.get('/wps/session/key/rsa');
    const { keyId, publicKey } = ((await keyResponse.json()) as { value: { keyId: string; publicKey: string } }).value;
    const { body, header } = await encryptPayload(publicKey, keyId, payload);
    return this.api.fetch(path, {
      method,
      data: body,
      headers: { ...headers, Encryption: header, 'Content-Type': 'application/json' },
    });
  }

  /** This client's own captcha challenge and its answer (the cookie stays in this client). */
  private async captcha(): Promise<string> {
    const response = await this.api.get('/wps/captcha');
    expect(response.ok()).toBe(true);
    const state = await this.api.storageState();
    const id = state.cookies.find((cookie) => cookie.name === 'portal_captcha')?.value;
    expect(id, 'the captcha cookie').toBeTruthy();
    const message = await this.latestMessage('captcha', id as string);
    return message.code as string;
  }

  /**
   * Registers a fresh member by username (with the tenant's required fields) and returns it; with
   * an agent's affiliate code (e.g. AGENT01) the member is that agent's downline.
   */
  async register(
    account: NewAccount = newAccount(this.tenant),
    { affiliateCode }: { affiliateCode?: string } = {},
  ): Promise<NewAccount> {
    const captcha = await this.captcha();
    const response = await this.sealed('/wps/member/register', 'PUT', {
      username: account.username,
      password: account.password,
      confirmPassword: account.password,
      mobileNum: account.mobileNum,
      countryDialingCode: account.countryDialingCode,
      email: account.email,
      captcha,
      registerMethod: 'WEB',
      login: false,
      ...(affiliateCode ? { affiliateCode } : {}),
    });
    expect(response.ok(), `register ${account.username} → ${response.status()} ${await response.text()}`).toBe(true);
    return account;
  }

  /** Logs in by username and password as a second device would; returns the login answer. */
  async login(username: string, password: string): Promise<LoginValue> {
    const response = await this.sealed('/wps/session/login', 'POST', {
      username,
      password,
      type: 'username',
      loginDeviceId: `e2e-${uniqueUsername('d')}`,
    });
    expect(response.ok(), `login ${username} → ${response.status()} ${await response.text()}`).toBe(true);
    return ((await response.json()) as { value: LoginValue }).value;
  }

  /**
   * A one-time login-link code for the account of a token (POST /wps/session/link): what a
   * `?token=` link carries. It lives a minute and opens one session.
   */
  async loginLink(token: string): Promise<string> {
    const response = await this.api.post('/wps/session/link', { headers: { Authorization: token } });
    expect(response.ok(), `POST /wps/session/link → ${response.status()} ${await response.text()}`).toBe(true);
    return ((await response.json()) as { value: { code: string } }).value.code;
  }

  /** Sets a first payment password (six digits) for the account of a token, confirmed with its login password. */
  async setPaymentPassword(token: string, loginPassword: string, paymentPassword: string): Promise<void> {
    const response = await this.sealed(
      '/wps/member/payment-password',
      'POST',
      { currentPassword: loginPassword, paymentPassword, confirmPaymentPassword: paymentPassword },
      { Authorization: token },
    );
    expect(response.ok(), `set payment password → ${response.status()} ${await response.text()}`).toBe(true);
  }

  /** The HTTP status of a member call made with a token (200 while its session lives, 401 after). */
  async memberInfoStatus(token: string): Promise<number> {
    const response = await this.api.get('/wps/member/info', { headers: { Authorization: token } });
    return response.status();
  }

  /** Puts money on an account's main wallet (development mode's route, through the ledger). */
  async credit(username: string, amountMinor: number): Promise<void> {
    const response = await this.api.post('/dev/credit', {
      headers: devKeyHeader(),
      data: { merchant: this.tenant.merchantCode, username, amountMinor },
    });
    expect(response.ok(), `POST /dev/credit → ${response.status()}`).toBe(true);
  }

  /**
   * Runs one agent-settlement pass of this tenant as if the clock were `at` (epoch ms; development
   * route): periods that ended by then are settled and paid once. Returns what it paid.
   */
  async settleAgents(at: number): Promise<{ settled: number; paid: number; paidMinor: number }> {
    const response = await this.api.post('/dev/agent-settlement', {
      headers: devKeyHeader(),
      data: { merchant: this.tenant.merchantCode, at },
    });
    expect(response.ok(), `POST /dev/agent-settlement → ${response.status()}`).toBe(true);
    return ((await response.json()) as { value: { settled: number; paid: number; paidMinor: number } }).value;
  }

  /** Switches the tenant's maintenance (development route); endTime in epoch ms. */
  async setMaintenance(on: boolean, endTime?: number): Promise<void> {
    const response = await this.api.put('/dev/maintenance', {
      headers: devKeyHeader(),
      data: { merchant: this.tenant.merchantCode, on, ...(endTime === undefined ? {} : { endTime }) },
    });
    expect(response.ok(), `PUT /dev/maintenance → ${response.status()}`).toBe(true);
  }

  /** Switches module flags of the tenant (development route), e.g. the new-device check LOGINIPVERF3. */
  async setModules(flags: Record<string, boolean>): Promise<void> {
    const response = await this.api.put('/dev/modules', {
      headers: devKeyHeader(),
      data: { merchant: this.tenant.merchantCode, flags },
    });
    expect(response.ok(), `PUT /dev/modules → ${response.status()}`).toBe(true);
  }
}

/**
 * Both tenants' platform clients for the tests of one spec file: connected before its first test,
 * disposed after its last. Call it at the top of the file; read the clients inside tests.
 */
export function platformsForFile(): { aurora: Platform; lotus: Platform } {
  const platforms = {} as { aurora: Platform; lotus: Platform };
  test.beforeAll(async () => {
    [platforms.aurora, platforms.lotus] = await Promise.all([Platform.connect(AURORA), Platform.connect(LOTUS)]);
  });
  test.afterAll(async () => {
    await Promise.all([platforms.aurora?.dispose(), platforms.lotus?.dispose()]);
  });
  return platforms;
}
