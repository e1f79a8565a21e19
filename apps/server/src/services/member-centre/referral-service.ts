// Referral (AFFMAN3): the member's invite code and registration link, and who joined with it.
// A member's code is made on first ask (8 characters of an alphabet without look-alikes, unique
// per tenant next to the agents' affiliate codes); an agent's code is its affiliate code.
// Registration (registration-service.ts) takes either as `referralCode` and records the code's
// owner as the new account's referrer. Invitees' usernames are masked.
import { randomBytes } from 'node:crypto';
import type { EndpointPayload, EndpointValue } from '@portal/contracts';
import { isUniqueViolation } from '../../db/connect';
import type { AccountRow } from '../../db/schema';
import { maskUsername } from '../../lib/masks';
import type { TenantRepositories } from '../../repositories/index';
import { pageFields, pageWindow } from './record-pages';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/**
 * The portal's registration page reads `?referralCode=` (packages/features/auth register-form).
 * The link is a path: the portal shows it on its own origin (the one the member uses and shares),
 * which the platform cannot know behind a CDN or proxy.
 */
export const REFERRAL_QUERY_PARAM = 'referralCode';
export const referralLink = (code: string) => `/register?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`;

function newCode(): string {
  return [...randomBytes(CODE_LENGTH)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

export class ReferralService {
  /** The account's invite code, made now if it has none (a rare clash with another code retries). */
  async codeOf(repos: TenantRepositories, account: AccountRow): Promise<string> {
    if (account.affiliate_code) return account.affiliate_code;
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await repos.referrals.inviteCodeOf(account.id);
      if (existing) return existing;
      const code = newCode();
      if (await repos.referrals.codeTaken(code)) continue;
      try {
        await repos.referrals.setInviteCode(account.id, code);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    const code = await repos.referrals.inviteCodeOf(account.id);
    if (!code) throw new Error('no free invite code after 5 attempts');
    return code;
  }

  async referral(
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getReferral'>,
  ): Promise<EndpointValue<'getReferral'>> {
    const code = await this.codeOf(repos, account);
    const [rows, total] = await Promise.all([
      repos.referrals.invitees(account.id, pageWindow(payload)),
      repos.referrals.inviteeCount(account.id),
    ]);
    return {
      code,
      link: referralLink(code),
      invitees: rows.map((r) => ({ username: maskUsername(r.username), joinedAt: r.created_at })),
      ...pageFields(payload, total),
    };
  }
}
