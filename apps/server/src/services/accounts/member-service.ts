// What a logged-in member reads about itself: info, icon, avatar, balance; and its language.
import {
  WALLET_IDS,
  type BalanceValue,
  type MemberIconValue,
  type MemberInfoValue,
  type PlayerAvatarValue,
} from '@portal/contracts';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { maskEmail, maskMobile } from '../../lib/masks';
import { toMajor } from '../../lib/money';
import type { TenantRepositories } from '../../repositories/index';
import type { WalletBalance } from '../../repositories/wallets';
import type { Tenant } from '../platform/tenant-service';

/** VIP club labels by level (level 0 has none). Colours are the platform's label data, not UI theme. */
const CLUB_LABELS = [
  null,
  { labelName: 'VIP 1', color: '#B0B7C3', color2: '#6B7280', rankLevel: 1 },
  { labelName: 'VIP 2', color: '#F5C542', color2: '#B7791F', rankLevel: 2 },
  { labelName: 'VIP 3', color: '#8FD3FE', color2: '#2563EB', rankLevel: 3 },
  { labelName: 'VIP 4', color: '#C4B5FD', color2: '#7C3AED', rankLevel: 4 },
  { labelName: 'VIP 5', color: '#FCA5A5', color2: '#DC2626', rankLevel: 5 },
  { labelName: 'VIP 6', color: '#1F2937', color2: '#D4AF37', rankLevel: 6 },
] as const;

/** The club label of a rank level (levels past the last label keep the last one); null for level 0. */
export function clubLabelOf(level: number) {
  return CLUB_LABELS[Math.min(level, CLUB_LABELS.length - 1)] ?? null;
}

export class MemberService {
  info(tenant: Tenant, account: AccountRow): MemberInfoValue {
    const club = clubLabelOf(account.vip_level);
    return {
      id: account.id,
      account: account.username,
      nickname: account.nickname,
      type: account.type,
      toUpline: account.upline_id !== null,
      clubLabel: club ? { ...club } : null,
      memberLabel: [],
      regDate: account.created_at,
      mobile: maskMobile(account.mobile_dialing_code, account.mobile_number),
      email: maskEmail(account.email),
      language: account.language,
      currency: tenant.config.currency.code,
    };
  }

  icon(account: AccountRow): MemberIconValue {
    return { icon: account.icon };
  }

  avatar(account: AccountRow): PlayerAvatarValue {
    return { avatarUrl: account.icon, nickname: account.nickname };
  }

  async updateLanguage(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    language: string,
  ): Promise<void> {
    if (!tenant.config.languages.includes(language)) throw new AppError('request_param_err', { field: 'language' });
    await repos.accounts.update(account.id, { language });
  }

  /** The balance answer of the member's wallets (read with the acted promotions: repositories/member-balance.ts). */
  balanceOf(tenant: Tenant, wallets: readonly WalletBalance[]): BalanceValue {
    const sumMinor = wallets.reduce((sum, w) => sum + w.balanceMinor, 0);
    return {
      sumBalance: toMajor(sumMinor),
      currency: tenant.config.currency.code,
      currencySymbol: tenant.config.currency.symbol,
      balance: (wallets.length ? wallets : [{ walletId: WALLET_IDS.MAIN, balanceMinor: 0 }]).map((w) => ({
        accountTypeId: w.walletId,
        availBalance: toMajor(w.balanceMinor),
      })),
    };
  }
}
