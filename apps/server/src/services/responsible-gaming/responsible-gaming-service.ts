// Responsible gaming (issue 25): the member's deposit and loss limits, reality check, time-out and
// self-exclusion, and the checks the platform makes with them. Where each check sits, and why:
//
// - deposit  → `assertMayDeposit`, in DepositService.create's transaction before the order is
//   written: every deposit starts as an order there (the ledger's `deposit` credit only follows a
//   provider's callback for an order, and money a gateway already took cannot be refused).
// - bet      → `assertMayBet`, in the transaction of each caller of the bet door's insert (the
//   in-house round, the lottery bets) before it writes: the door itself is a repository without the
//   brand's zone or rules, and the check must see the stake of the request as a whole.
// - launch   → `assertMayPlay` in LaunchService.launch: a vendor's game bets at the vendor, so the
//   launch is the last point the platform sees.
// - login    → `assertMayLogin` in SessionService.start: every way in (password, SMS, login link,
//   registration) ends there.
//
// A loss limit's check locks the member's loss-limit rows first, so two bets at once are counted one
// after the other; a deposit limit's likewise.
import {
  RG_COOLING_OFF_HOURS,
  RG_LIMIT_KINDS,
  RG_PERIODS,
  type CancelGamingLimitRaiseRequest,
  type RealityCheckValue,
  type ResponsibleGamingValue,
  type RgLimit,
  type RgLimitKind,
  type RgPeriod,
  type RgUntilValue,
  type SelfExcludeRequest,
  type SelfExclusionPeriod,
  type SetGamingLimitRequest,
  type SetRealityCheckRequest,
  type StartTimeOutRequest,
  type TimeOutDuration,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { AccountRow, Database, SessionRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { DAY, HOUR, type Clock } from '../../lib/clock';
import { toMajor, toMinor } from '../../lib/money';
import { verifyPassword } from '../../lib/passwords';
import { tenantRepositories, type TenantRepositories } from '../../repositories/index';
import { accountsWithIdentity, activeExclusionFor, type PlayBlocks } from '../../repositories/responsible-gaming';
import type { Tenant } from '../platform/tenant-service';
import { accountKey, identityKeys, identityOf, type AccountIdentity } from './identity';
import { limitAfter, limitStateAt } from './limits';
import { rgPeriodAt } from './periods';

/** Refused while self-excluded or timed out. */
function assertNotBlocked({ excludedUntil, timeOutUntil }: PlayBlocks, now: number): void {
  if (excludedUntil !== null && excludedUntil > now) throw new AppError('rg_self_excluded', { until: excludedUntil });
  if (timeOutUntil !== null && timeOutUntil > now) throw new AppError('rg_timed_out', { until: timeOutUntil });
}

export const COOLING_OFF_MS = RG_COOLING_OFF_HOURS * HOUR;

const TIME_OUT_DAYS: Record<Exclude<TimeOutDuration, 'custom'>, number> = { '24h': 1, '7d': 7, '6w': 42 };
const EXCLUSION_MONTHS: Record<SelfExclusionPeriod, number> = { '6m': 6, '1y': 12, '2y': 24, '5y': 60 };

/** `at` moved on by whole calendar months (UTC), the day clamped to the month's last. */
function addMonths(at: number, months: number): number {
  const date = new Date(at);
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime();
}

const zoneOf = (tenant: Tenant) => tenant.config.utcOffsetMinutes ?? 0;

export class ResponsibleGamingService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    /** How long one minute of the reality-check interval lasts (config REALITY_CHECK_MINUTE_MS). */
    private readonly realityCheckMinuteMs: number,
  ) {}

  // --- what the member sees and sets ---

  async state(tenant: Tenant, repos: TenantRepositories, account: AccountRow): Promise<ResponsibleGamingValue> {
    const now = this.clock.now();
    const [rows, settings, excludedUntil] = await Promise.all([
      repos.responsibleGaming.limits(account.id),
      repos.responsibleGaming.settings(account.id),
      repos.responsibleGaming.exclusionOf(account.id, now),
    ]);
    const limits: RgLimit[] = [];
    for (const kind of RG_LIMIT_KINDS)
      for (const period of RG_PERIODS) {
        const state = limitStateAt(
          rows.find((r) => r.kind === kind && r.period === period),
          now,
        );
        const range = rgPeriodAt(period, now, zoneOf(tenant));
        const used = await this.usedSince(repos, account.id, kind, range.start);
        limits.push({
          kind,
          period,
          amount: state.amountMinor === null ? null : toMajor(state.amountMinor),
          pending: state.pending && {
            amount: state.pending.amountMinor === null ? null : toMajor(state.pending.amountMinor),
            effectiveAt: state.pending.effectiveAt,
          },
          used: toMajor(used),
          remaining: state.amountMinor === null ? null : toMajor(Math.max(0, state.amountMinor - used)),
          periodEndsAt: range.end,
        });
      }
    return {
      currency: tenant.config.currency.code,
      coolingOffHours: RG_COOLING_OFF_HOURS,
      limits,
      realityCheckMinutes: settings.realityCheckMinutes as ResponsibleGamingValue['realityCheckMinutes'],
      timeOutUntil: settings.timeOutUntil !== null && settings.timeOutUntil > now ? settings.timeOutUntil : null,
      selfExcludedUntil: excludedUntil,
    };
  }

  /** A lower (or first) limit at once; a higher one or a removal after the cooling-off (shown as pending). */
  async setLimit(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    payload: SetGamingLimitRequest,
  ): Promise<ResponsibleGamingValue> {
    const next = payload.amount === null ? null : toMinor(payload.amount);
    await this.changeLimit(repos, account.id, payload.kind, payload.period, (state, now) =>
      limitAfter(state, next, now, COOLING_OFF_MS),
    );
    return this.state(tenant, repos, account);
  }

  /** Drops a raise or removal still waiting; nothing to drop changes nothing. */
  async cancelRaise(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    payload: CancelGamingLimitRaiseRequest,
  ): Promise<ResponsibleGamingValue> {
    await this.changeLimit(repos, account.id, payload.kind, payload.period, (state) => ({
      amountMinor: state.amountMinor,
      pending: null,
    }));
    return this.state(tenant, repos, account);
  }

  private async changeLimit(
    repos: TenantRepositories,
    accountId: number,
    kind: RgLimitKind,
    period: RgPeriod,
    change: (state: ReturnType<typeof limitStateAt>, now: number) => ReturnType<typeof limitStateAt>,
  ): Promise<void> {
    const now = this.clock.now();
    await repos.transaction(async (trx) => {
      await trx.responsibleGaming.lockLimits(accountId, kind);
      const row = (await trx.responsibleGaming.limits(accountId)).find((r) => r.kind === kind && r.period === period);
      const next = change(limitStateAt(row, now), now);
      await trx.responsibleGaming.writeLimit({
        accountId,
        kind,
        period,
        amountMinor: next.amountMinor,
        pendingAmountMinor: next.pending?.amountMinor ?? null,
        pendingEffectiveAt: next.pending?.effectiveAt ?? null,
        now,
      });
    });
  }

  async setRealityCheck(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    payload: SetRealityCheckRequest,
  ): Promise<ResponsibleGamingValue> {
    await repos.responsibleGaming.setRealityCheck(account.id, payload.intervalMinutes, this.clock.now());
    return this.state(tenant, repos, account);
  }

  /** The session's start and what its bets came to: the reality check the portal shows over a game. */
  async realityCheck(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    session: SessionRow,
  ): Promise<RealityCheckValue> {
    const [settings, totals] = await Promise.all([
      repos.responsibleGaming.settings(account.id),
      repos.bettingRecords.totals({ accountId: account.id, placedFrom: session.created_at }),
    ]);
    const minutes = settings.realityCheckMinutes as RealityCheckValue['intervalMinutes'];
    return {
      intervalMinutes: minutes,
      intervalMs: minutes * this.realityCheckMinuteMs,
      sessionStartedAt: session.created_at,
      now: this.clock.now(),
      betCount: totals.count,
      bet: toMajor(totals.betMinor),
      win: toMajor(totals.winMinor),
      net: toMajor(totals.winMinor - totals.betMinor),
      currency: tenant.config.currency.code,
    };
  }

  /**
   * A break from 24 hours to 6 weeks: deposits, bets, launches and new logins refused until it ends.
   * It cannot be shortened or restarted while it runs (rg_already_restricted). The session stays, so
   * the member can still see the account and withdraw.
   */
  async startTimeOut(
    repos: TenantRepositories,
    account: AccountRow,
    payload: StartTimeOutRequest,
  ): Promise<RgUntilValue> {
    const now = this.clock.now();
    const days = payload.duration === 'custom' ? payload.days! : TIME_OUT_DAYS[payload.duration];
    const until = now + days * DAY;
    if (!(await repos.responsibleGaming.startTimeOut(account.id, until, now))) {
      const running = (await repos.responsibleGaming.settings(account.id)).timeOutUntil;
      throw new AppError('rg_already_restricted', { until: running });
    }
    return { until };
  }

  /**
   * Self-exclusion for 6 months to 5 years, confirmed by the login password: it reaches every account
   * of the same verified identity on every tenant (identity.ts), ends all their sessions at once and
   * refuses their logins until it ends. It cannot be lifted early.
   */
  async selfExclude(
    repos: TenantRepositories,
    account: AccountRow,
    payload: SelfExcludeRequest,
  ): Promise<RgUntilValue> {
    if (!(await verifyPassword(account.password_hash, payload.password))) throw new AppError('rg_password_wrong');
    const now = this.clock.now();
    const running = await repos.responsibleGaming.exclusionOf(account.id, now);
    if (running !== null) throw new AppError('rg_already_restricted', { until: running });
    const until = addMonths(now, EXCLUSION_MONTHS[payload.period]);
    const identity = identityOf(account);
    const keys = identityKeys(identity);
    await repos.transaction(async (trx) => {
      await trx.responsibleGaming.insertExclusions(
        account.id,
        keys.length > 0 ? keys : [accountKey(repos.merchantCode, account.id)],
        now,
        until,
      );
      await trx.sessions.revokeAccount(account.id, 'selfExcluded', now);
    });
    // The same identity's accounts on every tenant (this one's too, e.g. a shared e-mail): each gets
    // its own row, so its tenant's checks find it without reading across tenants, and loses its sessions.
    const others = (await accountsWithIdentity(this.db, identity)).filter(
      (other) => !(other.id === account.id && other.merchant_code === repos.merchantCode),
    );
    for (const other of others) {
      const otherRepos = tenantRepositories(this.db, other.merchant_code);
      await otherRepos.transaction(async (trx) => {
        await trx.responsibleGaming.insertExclusions(other.id, [accountKey(other.merchant_code, other.id)], now, until);
        await trx.sessions.revokeAccount(other.id, 'selfExcluded', now);
      });
    }
    return { until };
  }

  // --- the checks (see the top of the file for where each is made) ---

  /**
   * No play while timed out or self-excluded: rg_self_excluded / rg_timed_out with `until`. Answers
   * whether the account has any limit row (read in the same statement).
   */
  async assertMayPlay(repos: TenantRepositories, accountId: number): Promise<{ hasLimits: boolean }> {
    const now = this.clock.now();
    const blocks = await repos.responsibleGaming.playBlocks(accountId, now);
    assertNotBlocked(blocks, now);
    return { hasLimits: blocks.hasLimits };
  }

  /** A bet of `stakeMinor` in the caller's transaction (`trx`): play allowed and within every loss limit. */
  async assertMayBet(tenant: Tenant, trx: TenantRepositories, account: AccountRow, stakeMinor: number): Promise<void> {
    const blocks = await trx.responsibleGaming.playBlocks(account.id, this.clock.now());
    await this.assertMayBetGiven(tenant, trx, account.id, blocks, stakeMinor);
  }

  /**
   * `assertMayBet` with the account's blocks read already, in the same transaction (a group of
   * rounds reads them for all its accounts in one statement: services/games/round-group.ts).
   */
  async assertMayBetGiven(
    tenant: Tenant,
    trx: TenantRepositories,
    accountId: number,
    blocks: PlayBlocks,
    stakeMinor: number,
  ): Promise<void> {
    assertNotBlocked(blocks, this.clock.now());
    // A member without a limit row (most) skips the limits' read.
    if (blocks.hasLimits) await this.assertWithinLimits(tenant, trx, accountId, 'loss', stakeMinor);
  }

  /** A deposit order of `amountMinor` in the caller's transaction: play allowed and within every deposit limit. */
  async assertMayDeposit(tenant: Tenant, trx: TenantRepositories, account: AccountRow, amountMinor: number) {
    if ((await this.assertMayPlay(trx, account.id)).hasLimits)
      await this.assertWithinLimits(tenant, trx, account.id, 'deposit', amountMinor);
  }

  /**
   * A login: refused while the account is timed out, or self-excluded — by its own row or by any
   * tenant's exclusion of its mobile number or e-mail (an account made after the exclusion too).
   */
  /**
   * A registration (every route: username, mobile, third-party SMS, social sign-in): refused while any
   * tenant of the operator excludes the mobile number (E.164) or e-mail being registered.
   */
  async assertMayRegister(identity: AccountIdentity): Promise<void> {
    const byIdentity = await activeExclusionFor(this.db, identityKeys(identity), this.clock.now());
    if (byIdentity !== null) throw new AppError('rg_self_excluded', { until: byIdentity });
  }

  async assertMayLogin(repos: TenantRepositories, account: AccountRow): Promise<void> {
    const now = this.clock.now();
    const byIdentity = await activeExclusionFor(this.db, identityKeys(identityOf(account)), now);
    if (byIdentity !== null) throw new AppError('rg_self_excluded', { until: byIdentity });
    await this.assertMayPlay(repos, account.id);
  }

  private async assertWithinLimits(
    tenant: Tenant,
    trx: TenantRepositories,
    accountId: number,
    kind: RgLimitKind,
    addMinor: number,
  ): Promise<void> {
    const now = this.clock.now();
    const active = (await trx.responsibleGaming.limits(accountId))
      .filter((row) => row.kind === kind)
      .map((row) => ({ period: row.period as RgPeriod, amountMinor: limitStateAt(row, now).amountMinor }))
      .filter((limit): limit is { period: RgPeriod; amountMinor: number } => limit.amountMinor !== null);
    if (active.length === 0) return;
    await trx.responsibleGaming.lockLimits(accountId, kind);
    let tightest: { period: RgPeriod; remainingMinor: number } | null = null;
    for (const limit of active) {
      const used = await this.usedSince(trx, accountId, kind, rgPeriodAt(limit.period, now, zoneOf(tenant)).start);
      const remainingMinor = Math.max(0, limit.amountMinor - used);
      if (!tightest || remainingMinor < tightest.remainingMinor) tightest = { period: limit.period, remainingMinor };
    }
    if (tightest && addMinor > tightest.remainingMinor)
      throw new AppError(kind === 'deposit' ? 'rg_deposit_limit' : 'rg_loss_limit', {
        remaining: toMajor(tightest.remainingMinor),
        period: tightest.period,
        currency: tenant.config.currency.code,
      });
  }

  /**
   * What a period has used since `from`: deposits asked (orders pending or paid), or the loss —
   * bets − wins of the settled bets plus the stakes of the open ones (at worst lost), through the bet door.
   */
  private async usedSince(repos: TenantRepositories, accountId: number, kind: RgLimitKind, from: number) {
    if (kind === 'deposit') return repos.deposits.askedSince(accountId, from);
    const [settled, open] = await Promise.all([
      repos.bettingRecords.totals({ accountId, status: 'settled', placedFrom: from }),
      repos.bettingRecords.totals({ accountId, status: 'open', placedFrom: from }),
    ]);
    return settled.betMinor - settled.winMinor + open.betMinor;
  }
}
