// Responsible gaming of one tenant (migration 0024): the member's limits (`rg_limits`), settings
// (`rg_settings`: reality-check interval, time-out) and self-exclusions (`rg_exclusions`). The rules
// are in services/responsible-gaming; what a period used is read through the bet door
// (betting-records.ts) and the deposits' repository.
//
// Self-exclusion reaches across tenants: `activeExclusionFor(keys)` and `accountsWithIdentity` read
// every tenant of the operator by the verified identity (documented in the server README), the one
// place a query here leaves its merchant code out on purpose.
import { sql } from 'kysely';
import type { RgLimitRow } from '../db/schema';
import { compiledOnce, compiledOnceForLists, notAnIndexOn } from '../db/compiled-once';
import type { Executor } from './executor';

// Every bet reads the three (compiled once: db/compiled-once.ts).
const limitsOf = compiledOnce((db, merchantCode: string, accountId: number) =>
  db.selectFrom('rg_limits').selectAll().where('merchant_code', '=', merchantCode).where('account_id', '=', accountId),
);
const settingsOf = compiledOnce((db, merchantCode: string, accountId: number) =>
  db
    .selectFrom('rg_settings')
    .select(['reality_check_minutes', 'time_out_until'])
    .where('merchant_code', '=', merchantCode)
    .where('account_id', '=', accountId),
);
/**
 * What stops play, in one statement of three scalar reads per account (no join): the exclusion's
 * end, the time-out's, and how many limit rows the account has (a bet or deposit reads its limits
 * only then). A list of accounts (a group of rounds, services/games/round-group.ts), one row each;
 * compiled once per list size. The accounts' own rows drive it by primary key (`notAnIndexOn`).
 */
const playBlocksOfAccounts = compiledOnceForLists(
  2,
  (db, [merchantCode, now]: [merchantCode: string, now: number], accountIds: number[]) =>
    db
      .selectFrom('accounts as a')
      .select((eb) => [
        'a.id as account_id',
        eb
          .selectFrom('rg_exclusions')
          .select((eb) => eb.fn.max<number>('ends_at').as('until'))
          .where('merchant_code', '=', merchantCode)
          .whereRef('account_id', '=', 'a.id')
          .where('ends_at', '>', now)
          .as('excluded_until'),
        eb
          .selectFrom('rg_settings')
          .select('time_out_until')
          .where('merchant_code', '=', merchantCode)
          .whereRef('account_id', '=', 'a.id')
          .as('time_out_until'),
        eb
          .selectFrom('rg_limits')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('merchant_code', '=', merchantCode)
          .whereRef('account_id', '=', 'a.id')
          .as('limit_rows'),
      ])
      .where(notAnIndexOn(db, 'a.merchant_code'), '=', merchantCode)
      .where('a.id', 'in', accountIds),
);

/** What stops an account's play (`playBlocks`). */
export interface PlayBlocks {
  excludedUntil: number | null;
  timeOutUntil: number | null;
  hasLimits: boolean;
}
const NO_BLOCKS: PlayBlocks = { excludedUntil: null, timeOutUntil: null, hasLimits: false };

const exclusionUntil = compiledOnce((db, merchantCode: string, accountId: number, now: number) =>
  db
    .selectFrom('rg_exclusions')
    .select((eb) => eb.fn.max<number>('ends_at').as('until'))
    .where('merchant_code', '=', merchantCode)
    .where('account_id', '=', accountId)
    .where('ends_at', '>', now),
);

export type { RgLimitRow } from '../db/schema';

export interface RgSettings {
  realityCheckMinutes: number;
  timeOutUntil: number | null;
}

export interface LimitWrite {
  accountId: number;
  kind: string;
  period: string;
  amountMinor: number | null;
  pendingAmountMinor: number | null;
  pendingEffectiveAt: number | null;
  now: number;
}

export function responsibleGamingRepository(db: Executor, merchantCode: string) {
  /** `playBlocks` of several accounts in one statement (an account without a row: no blocks). */
  async function playBlocksOf(accountIds: readonly number[], now: number): Promise<Map<number, PlayBlocks>> {
    const rows = await playBlocksOfAccounts.rows(db, [merchantCode, now], [...accountIds]);
    return new Map(
      rows.map((row) => [
        Number(row.account_id),
        {
          excludedUntil: row.excluded_until ?? null,
          timeOutUntil: row.time_out_until ?? null,
          hasLimits: Number(row.limit_rows ?? 0) > 0,
        },
      ]),
    );
  }

  return {
    limits(accountId: number): Promise<RgLimitRow[]> {
      return limitsOf.rows(db, merchantCode, accountId);
    },
    /** Writes one limit row whole (insert or replace). */
    async writeLimit(row: LimitWrite): Promise<void> {
      const values = {
        amount_minor: row.amountMinor,
        pending_amount_minor: row.pendingAmountMinor,
        pending_effective_at: row.pendingEffectiveAt,
        updated_at: row.now,
      };
      await db
        .insertInto('rg_limits')
        .values({
          merchant_code: merchantCode,
          account_id: row.accountId,
          kind: row.kind,
          period: row.period,
          ...values,
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'account_id', 'kind', 'period']).doUpdateSet(values))
        .execute();
    },
    /**
     * Locks the account's limit rows of one kind for the rest of the transaction (a no-op UPDATE): two
     * bets (or deposits) of one member at once are checked one after the other, so neither slips past
     * the limit on the other's stale total. Only members with such a limit pay for it.
     */
    async lockLimits(accountId: number, kind: string): Promise<void> {
      await db
        .updateTable('rg_limits')
        .set({ updated_at: sql`updated_at` })
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('kind', '=', kind)
        .execute();
    },
    async settings(accountId: number): Promise<RgSettings> {
      const row = await settingsOf.first(db, merchantCode, accountId);
      return { realityCheckMinutes: row?.reality_check_minutes ?? 0, timeOutUntil: row?.time_out_until ?? null };
    },
    async setRealityCheck(accountId: number, minutes: number, now: number): Promise<void> {
      await db
        .insertInto('rg_settings')
        .values({ merchant_code: merchantCode, account_id: accountId, reality_check_minutes: minutes, updated_at: now })
        .onConflict((oc) =>
          oc.columns(['merchant_code', 'account_id']).doUpdateSet({ reality_check_minutes: minutes, updated_at: now }),
        )
        .execute();
    },
    /**
     * Starts a time-out unless one runs at `now` (conditional, so two at once start one); whether it did.
     */
    async startTimeOut(accountId: number, until: number, now: number): Promise<boolean> {
      await db
        .insertInto('rg_settings')
        .values({ merchant_code: merchantCode, account_id: accountId, updated_at: now })
        .onConflict((oc) => oc.columns(['merchant_code', 'account_id']).doNothing())
        .execute();
      const result = await db
        .updateTable('rg_settings')
        .set({ time_out_until: until, updated_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where((eb) => eb.or([eb('time_out_until', 'is', null), eb('time_out_until', '<=', now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /**
     * The account's own exclusion's end (as `exclusionOf`), its time-out (as `settings`) and whether
     * it has any limit row (as `limits`), in one statement.
     */
    async playBlocks(accountId: number, now: number): Promise<PlayBlocks> {
      return (await playBlocksOf([accountId], now)).get(accountId) ?? NO_BLOCKS;
    },
    playBlocksOf,
    async exclusionOf(accountId: number, now: number): Promise<number | null> {
      const row = await exclusionUntil.first(db, merchantCode, accountId, now);
      return row?.until ?? null;
    },
    async insertExclusions(accountId: number, keys: readonly string[], startedAt: number, endsAt: number) {
      if (keys.length === 0) return;
      await db
        .insertInto('rg_exclusions')
        .values(
          keys.map((key) => ({
            identity_key: key,
            merchant_code: merchantCode,
            account_id: accountId,
            started_at: startedAt,
            ends_at: endsAt,
          })),
        )
        .execute();
    },
  };
}

/** The latest end of a running self-exclusion of any of these identities, on any tenant; null when none. */
export async function activeExclusionFor(db: Executor, keys: readonly string[], now: number): Promise<number | null> {
  if (keys.length === 0) return null;
  const row = await db
    .selectFrom('rg_exclusions')
    .select((eb) => eb.fn.max<number>('ends_at').as('until'))
    .where('identity_key', 'in', keys)
    .where('ends_at', '>', now)
    .executeTakeFirst();
  return row?.until ?? null;
}

/** Every account of every tenant with this mobile number (E.164) or e-mail (any case): who shares an identity. */
export function accountsWithIdentity(
  db: Executor,
  identity: { mobile: string | null; email: string | null },
): Promise<{ id: number; merchant_code: string }[]> {
  const { mobile, email } = identity;
  if (!mobile && !email) return Promise.resolve([]);
  return db
    .selectFrom('accounts')
    .select(['id', 'merchant_code'])
    .where((eb) =>
      eb.or([
        ...(mobile ? [eb('mobile_number', '=', mobile)] : []),
        ...(email ? [eb(sql<string>`lower(email)`, '=', email)] : []),
      ]),
    )
    .execute();
}
