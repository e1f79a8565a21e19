// The reward centre (REWCEN3): rewards granted to a member by the operator (or a promotion later),
// listed by state, claimed once into the main wallet. A claim is one transaction: the reward's
// conditional state change (available and unexpired → claimed) and the ledger credit (kind
// `reward`, reference `reward:<id>`) commit together; a second claim, at once or later, finds no
// available reward and is refused with reward_unavailable, so a reward never pays twice.
import { WALLET_IDS, type EndpointPayload, type EndpointValue, type Reward } from '@portal/contracts';
import type { AccountRow, RewardRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toMajor } from '../../lib/money';
import type { TenantRepositories } from '../../repositories/index';
import type { NewReward } from '../../repositories/rewards';
import { pageFields, pageWindow } from './record-pages';
import { rewardReference } from './records-service';

export function rewardView(row: RewardRow, now: number): Reward {
  const expiresAt = row.expires_at;
  const status =
    row.status === 'claimed' ? 'claimed' : expiresAt !== null && expiresAt <= now ? 'expired' : 'available';
  return {
    rewardId: row.id,
    title: row.title,
    amount: toMajor(row.amount_minor),
    status,
    grantedAt: row.granted_at,
    expiresAt,
    claimedAt: row.claimed_at,
  };
}

export class RewardsService {
  constructor(private readonly clock: Clock) {}

  async list(
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getRewards'>,
  ): Promise<EndpointValue<'getRewards'>> {
    const now = this.clock.now();
    const [rows, total, availableCount] = await Promise.all([
      repos.rewards.list(account.id, payload.status, now, pageWindow(payload)),
      repos.rewards.count(account.id, payload.status, now),
      repos.rewards.count(account.id, 'available', now),
    ]);
    return { list: rows.map((r) => rewardView(r, now)), ...pageFields(payload, total), availableCount };
  }

  async claim(repos: TenantRepositories, account: AccountRow, rewardId: number): Promise<EndpointValue<'claimReward'>> {
    const now = this.clock.now();
    return repos.transaction(async (trx) => {
      const reward = await trx.rewards.claim(rewardId, account.id, now);
      if (!reward) throw new AppError('reward_unavailable', { rewardId });
      const balance = await trx.wallets.post({
        accountId: account.id,
        walletId: WALLET_IDS.MAIN,
        amountMinor: reward.amount_minor,
        kind: 'reward',
        reference: rewardReference(rewardId),
        now,
      });
      return { reward: rewardView(reward, now), balance: toMajor(balance) };
    });
  }

  /** A reward for a member (the operator's call; promotions later). */
  async grant(repos: TenantRepositories, reward: Omit<NewReward, 'grantedAt'>): Promise<Reward> {
    const now = this.clock.now();
    const id = await repos.rewards.grant({ ...reward, grantedAt: now });
    return rewardView(
      {
        id,
        merchant_code: repos.merchantCode,
        account_id: reward.accountId,
        title: reward.title,
        amount_minor: reward.amountMinor,
        status: 'available',
        source: reward.source,
        granted_at: now,
        expires_at: reward.expiresAt,
        claimed_at: null,
      },
      now,
    );
  }
}
