// The second step of a login: the one place that decides which challenge a login must pass before
// its session is issued, hands out the ticket for it, and checks the answer. A login whose first
// step (password, SMS code) succeeded either gets its session or `login_verify_required` with a
// ticket (`LoginChallenge`: single use, five minutes, five tries, never a session); the ticket is
// answered at `verifyLogin`.
//
// Challenges, in order (the first that applies):
//  1. `authenticator` — the account bound an authenticator app (BINDGA3): its current code or a
//     recovery code. This also answers a new device: the app is the stronger proof.
//  2. `code` — the tenant's LOGINIPVERF3 is on and the account never signed in from this device
//     (`loginDeviceId`) on this network (IPv4 /24, IPv6 /64): a 6-digit code sent by SMS to the
//     account's mobile number, or by e-mail when it has none. An SMS login is its own proof of the
//     phone and skips it; an account with neither a number nor an address cannot be reached, and
//     passes (the device is remembered all the same). A trial account never gets a challenge.
// A passkey sign-in (passkey-service.ts) gets neither: a passkey with user verification is itself
// two factors (the device holding the key, and the PIN or biometric that unlocked it), and the
// credential is the device, so the new-device check has nothing to add. Locks and the responsible-
// gaming refusals still apply (auth-service.ts, session-service.ts).
// A later way in adds its challenge here and its check in `check`.
import { type LoginChallenge, type LoginChallengeKind, type VerifyLoginRequest } from '@portal/contracts';
import type { AccountRow, LoginTicketRow } from '../../db/schema';
import { MINUTE, type Clock } from '../../lib/clock';
import { maskEmail } from '../../lib/masks';
import { networkOf } from '../../lib/network';
import { maskE164 } from '../../lib/phone';
import { keyedHash, randomDigits, randomToken, safeEqual } from '../../lib/tokens';
import type { TenantRepositories } from '../../repositories/index';
import type { MessageProvider } from '../platform/message-provider';
import { isModuleOn, type Tenant } from '../platform/tenant-service';
import type { AuthenticatorService } from './authenticator-service';
import { AppError } from '../../lib/app-error';

export const LOGIN_TICKET_TTL_MS = 5 * MINUTE;
export const LOGIN_TICKET_TRIES = 5;
export const DEVICE_CODE_LENGTH = 6;

/** What the first step of a login knew, carried by the ticket to the session. */
export interface LoginContext {
  ip: string;
  deviceId: string | null;
  viaSms: boolean;
  /** The first step was a passkey with user verification: no second step is asked. */
  viaPasskey?: boolean;
  /** The first step presented the account's password: only then does an expired one force a change. */
  byPassword: boolean;
  passwordExpired: boolean;
  /** The login-failure key whose lock rules a wrong code counts towards. */
  failureKey: string;
}

export class LoginChallenges {
  constructor(
    private readonly clock: Clock,
    private readonly pepper: string,
    private readonly authenticators: AuthenticatorService,
    private readonly messages: MessageProvider,
    /** How long a code must wait before it is sent again (config LOGIN_CODE_RESEND_SECONDS). */
    private readonly resendSeconds: number,
  ) {}

  private ticketHash(ticket: string): string {
    return keyedHash(this.pepper, `login-ticket:${ticket}`);
  }

  private codeHash(ticketHash: string, code: string): string {
    return keyedHash(this.pepper, `login-code:${ticketHash}:${code}`);
  }

  /** Which challenge this login must pass, or null when its session may be issued now. */
  async required(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    context: LoginContext,
  ): Promise<LoginChallengeKind | null> {
    if (account.type === 4 || context.viaPasskey) return null;
    if (await this.authenticators.isBound(repos, account.id)) return 'authenticator';
    if (!isModuleOn(tenant, 'LOGINIPVERF3') || context.viaSms) return null;
    if (!account.mobile_number && !account.email) return null;
    const known =
      context.deviceId !== null &&
      (await repos.knownDevices.isKnown(account.id, context.deviceId, networkOf(context.ip)));
    return known ? null : 'code';
  }

  /** Records the ticket (and sends the device code for `code`); the value of `login_verify_required`. */
  async issue(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    challenge: LoginChallengeKind,
    context: LoginContext,
  ): Promise<LoginChallenge> {
    const now = this.clock.now();
    const ticket = randomToken(32);
    const ticketHash = this.ticketHash(ticket);
    const expiresAt = now + LOGIN_TICKET_TTL_MS;
    let code: string | null = null;
    let channel: LoginChallenge['channel'] = null;
    let sentTo: string | null = null;
    if (challenge === 'code') {
      code = randomDigits(DEVICE_CODE_LENGTH);
      channel = account.mobile_number ? 'sms' : 'email';
      sentTo = account.mobile_number ? maskE164(account.mobile_number) : maskEmail(account.email);
    }
    await repos.loginTickets.purgeExpired(now);
    await repos.loginTickets.insert({
      ticketHash,
      accountId: account.id,
      challenge,
      failureKey: context.failureKey,
      codeHash: code === null ? null : this.codeHash(ticketHash, code),
      deviceId: context.deviceId,
      ip: context.ip,
      byPassword: context.byPassword,
      passwordExpired: context.passwordExpired,
      now,
      expiresAt,
    });
    if (code !== null) await this.sendCode(tenant, account, code);
    return { ticket, challenge, channel, sentTo, expiresAt };
  }

  private async sendCode(tenant: Tenant, account: AccountRow, code: string): Promise<void> {
    const minutes = LOGIN_TICKET_TTL_MS / MINUTE;
    const text = `[${tenant.brandName}] A login to ${account.username} from a new device or network. Your code is ${code}; it expires in ${minutes} minutes. If this was not you, change your password.`;
    try {
      if (account.mobile_number)
        await this.messages.sendSms({ merchantCode: tenant.merchantCode, to: account.mobile_number, code, text });
      else
        await this.messages.sendEmail({
          merchantCode: tenant.merchantCode,
          to: account.email!,
          subject: `[${tenant.brandName}] Your login code`,
          text,
          code,
        });
    } catch (error) {
      throw new AppError('sms_send_failed', null, (error as Error).message);
    }
  }

  /**
   * "Send the code again" on the `code` step: a new code for the same ticket (its expiry and tries
   * unchanged, so a resend buys no extra guesses), once a minute per ticket (TOO_MANY_REQUESTS with
   * the seconds left before); the ticket lives five minutes, so a login gets a handful at most.
   */
  async resend(tenant: Tenant, repos: TenantRepositories, rawTicket: string): Promise<LoginChallenge> {
    const ticket = await this.ticket(repos, rawTicket);
    if (ticket.challenge !== 'code') throw new AppError('login_ticket_invalid', null, 'no code to resend');
    const account = await repos.accounts.findById(ticket.account_id);
    if (!account) throw new AppError('login_ticket_invalid');
    const now = this.clock.now();
    const waitMs = ticket.created_at + this.resendSeconds * 1000 - now;
    const code = randomDigits(DEVICE_CODE_LENGTH);
    if (
      waitMs > 0 ||
      !(await repos.loginTickets.replaceCode(
        ticket.id,
        this.codeHash(ticket.ticket_hash, code),
        now,
        now - this.resendSeconds * 1000,
      ))
    )
      throw new AppError(
        'TOO_MANY_REQUESTS',
        { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) },
        'login code resend countdown',
      );
    await this.sendCode(tenant, account, code);
    return {
      ticket: rawTicket.trim(),
      challenge: 'code',
      channel: account.mobile_number ? 'sms' : 'email',
      sentTo: account.mobile_number ? maskE164(account.mobile_number) : maskEmail(account.email),
      expiresAt: ticket.expires_at,
    };
  }

  /** The live ticket behind a raw one, or login_ticket_invalid. */
  async ticket(repos: TenantRepositories, ticket: string): Promise<LoginTicketRow> {
    const row = await repos.loginTickets.findLive(this.ticketHash(ticket.trim()), this.clock.now());
    if (!row) throw new AppError('login_ticket_invalid');
    return row;
  }

  /**
   * Takes one of the ticket's tries and checks the answer (using an authenticator's step or a
   * recovery code up when right). login_ticket_invalid when no try is left.
   */
  async check(repos: TenantRepositories, ticket: LoginTicketRow, answer: VerifyLoginRequest): Promise<boolean> {
    if ((await repos.loginTickets.reserveTry(ticket.id, LOGIN_TICKET_TRIES)) === null)
      throw new AppError('login_ticket_invalid', null, 'no tries left');
    const code = answer.code.trim();
    switch (ticket.challenge as LoginChallengeKind) {
      case 'authenticator':
        if (answer.method === 'authenticator') return this.authenticators.useCode(repos, ticket.account_id, code);
        if (answer.method === 'recovery') return this.authenticators.useRecoveryCode(repos, ticket.account_id, code);
        return false;
      case 'code':
        return (
          answer.method === 'code' &&
          ticket.code_hash !== null &&
          safeEqual(this.codeHash(ticket.ticket_hash, code), ticket.code_hash)
        );
      default:
        return false;
    }
  }

  /** Uses the ticket up; false when a parallel answer did first. */
  consume(repos: TenantRepositories, ticket: LoginTicketRow): Promise<boolean> {
    return repos.loginTickets.consume(ticket.id, this.clock.now());
  }
}
