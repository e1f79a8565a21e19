// Rewards granted to members of one tenant (migration 0008). A reward is `available` until it is
// claimed; a reward past its `expires_at` reads as expired without any job changing it. `claim`
// is one conditional UPDATE, so of two claims at once exactly one changes the row (PostgreSQL
// makes the second re-read the row after the first commits; SQLite runs one writer at a time).
import type { RewardRow } from '../db/schema';
import type { Executor } from './executor';
import type { Page } from './periods';

export type RewardState = 'available' | 'claimed' | 'expired';

export interface NewReward {
  accountId: number;
  title: string;
  amountMinor: number;
  source: 'operator' | 'promotion';
  grantedAt: number;
  expiresAt: number | null;
}

export function rewardsRepository(db: Executor, merchantCode: string) {
  function ofAccount(accountId: number, state: RewardState | undefined, now: number) {
    let query = db.selectFrom('rewards').where('merchant_code', '=', merchantCode).where('account_id', '=', accountId);
    if (state === 'claimed') query = query.where('status', '=', 'claimed');
    if (state === 'available')
      query = query
        .where('status', '=', 'available')
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
    if (state === 'expired') query = query.where('status', '=', 'available').where('expires_at', '<=', now);
    return query;
  }

  return {
    async grant(reward: NewReward): Promise<number> {
      const row = await db
        .insertInto('rewards')
        .values({
          merchant_code: merchantCode,
          account_id: reward.accountId,
          title: reward.title,
          amount_minor: reward.amountMinor,
          status: 'available',
          source: reward.source,
          granted_at: reward.grantedAt,
          expires_at: reward.expiresAt,
          claimed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    list(accountId: number, state: RewardState | undefined, now: number, page: Page): Promise<RewardRow[]> {
      return ofAccount(accountId, state, now)
        .selectAll()
        .orderBy('granted_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
    },
    async count(accountId: number, state: RewardState | undefined, now: number): Promise<number> {
      const row = await ofAccount(accountId, state, now)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return row.n;
    },
    /** Marks an available, unexpired reward of the account claimed; undefined when it is not one. */
    claim(rewardId: number, accountId: number, now: number): Promise<RewardRow | undefined> {
      return db
        .updateTable('rewards')
        .set({ status: 'claimed', claimed_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', rewardId)
        .where('account_id', '=', accountId)
        .where('status', '=', 'available')
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .returningAll()
        .executeTakeFirst();
    },
    /** Titles of the tenant's rewards by id (the bonus details name a claimed reward). */
    async titles(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('rewards')
        .select(['id', 'title'])
        .where('merchant_code', '=', merchantCode)
        .where('id', 'in', [...ids])
        .execute();
      return new Map(rows.map((r) => [r.id, r.title]));
    },
  };
}
export type RewardsRepository = ReturnType<typeof rewardsRepository>;
