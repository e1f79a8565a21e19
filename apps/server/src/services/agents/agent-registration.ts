// registerCenter (spec lobby §2 agent centre "register account"): an agent opens an account
// directly below itself — a member, or a sub-agent (type 2) with an affiliate code of its own, which
// its own downlines then register with. The tenant's username and password rules apply (the same
// checkField as the registration form), the username is unique per tenant, and the account is
// written with its tree rows and its main wallet in one transaction (accounts.insert attaches it).
// Nothing else of the public form (captcha, SMS code, mobile number) is asked: the agent is logged
// in and answers for the account.
import {
  ACCOUNT_TYPES,
  WALLET_IDS,
  checkField,
  type EndpointPayload,
  type RegisterDownlineValue,
} from '@portal/contracts';
import { randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../../db/connect';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/passwords';
import type { TenantRepositories } from '../../repositories/index';
import { assertPasswordAcceptable } from '../accounts/password-policy';
import type { Tenant } from '../platform/tenant-service';
import { assertAgent } from './agent-access';

/** Affiliate codes as the invite codes look (services/member-centre/referral-service.ts). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const newAffiliateCode = () =>
  [...randomBytes(CODE_LENGTH)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');

export class AgentRegistrationService {
  constructor(
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
  ) {}

  async register(
    tenant: Tenant,
    repos: TenantRepositories,
    agent: AccountRow,
    payload: EndpointPayload<'registerDownline'>,
  ): Promise<RegisterDownlineValue> {
    assertAgent(agent);
    const username = payload.username.trim();
    const problem = checkField(tenant.registration.username, username, true);
    if (problem) throw new AppError('field_invalid', { field: 'username', ...problem });
    if (payload.confirmPassword !== payload.password) throw new AppError('password_inconsistent');
    assertPasswordAcceptable(tenant, payload.password);
    if (await repos.accounts.findByUsername(username)) throw new AppError('username_exists');

    const asAgent = payload.accountType === 'agent';
    const passwordHash = await this.hasher.hash(payload.password);
    const now = this.clock.now();
    let affiliateCode: string | null = null;
    for (let attempt = 0; ; attempt++) {
      affiliateCode = asAgent ? newAffiliateCode() : null;
      try {
        await repos.transaction(async (trx) => {
          if (affiliateCode && (await trx.referrals.codeTaken(affiliateCode))) throw new CodeTaken();
          const id = await trx.accounts.insert({
            username,
            username_key: username.toLowerCase(),
            nickname: username,
            type: asAgent ? ACCOUNT_TYPES.SUB_AGENT : ACCOUNT_TYPES.MEMBER,
            status: 'active',
            password_hash: passwordHash,
            password_changed_at: now,
            must_change_password: 0,
            profile_json: '{}',
            affiliate_code: affiliateCode,
            upline_id: agent.id,
            referrer_id: agent.id,
            language: tenant.config.defaultLanguage,
            created_at: now,
          });
          await trx.wallets.open(id, WALLET_IDS.MAIN, tenant.config.currency.code, now);
        });
        break;
      } catch (error) {
        const codeClash = error instanceof CodeTaken || (asAgent && isUniqueViolation(error));
        if (codeClash && !(await repos.accounts.findByUsername(username)) && attempt < 5) continue;
        // Two registrations racing for one name: the loser gets the same answer as a late one.
        if (isUniqueViolation(error) || error instanceof CodeTaken) throw new AppError('username_exists');
        throw error;
      }
    }
    const account = (await repos.accounts.findByUsername(username))!;
    return {
      member: {
        username: account.username,
        nickname: account.nickname,
        type: account.type,
        isAgent: asAgent,
        status: 'active',
        level: 1,
        teamCount: 0,
        joinedAt: account.created_at,
        lastLoginAt: null,
      },
      affiliateCode,
    };
  }
}

/** A freshly drawn affiliate code is someone's already: draw again. */
class CodeTaken extends Error {}
