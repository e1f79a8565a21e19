// Promotions and activities (issue 22; spec lobby §2 promotions, §3 activity apply, §4 activity
// states, §5 remark and image rules, §7 MCS2_claimRafflePromotion, balance's availablePromo and
// availablePromoCount). A promotion is the brand's content (seeded from its folder); an activity is
// one row per member and promotion (migration 0017's unique index: join, apply and claim happen once).
//
// Rules:
// - List and detail are public reads of the brand's promotions, kept a few seconds per tenant
//   (a `TenantCache`, like the public boards) and shown in the request's language.
// - Progress is the member's valid bets (`repos.bettingRecords`, settled) since joining (join) or
//   inside the promotion's dates (raffle).
// - Join: `join` promotions only, while open; joining again answers the same activity. The
//   settlement job (jobs/promotion-settlement.ts) pays the reward once the turnover is reached
//   (`promotion_bonus`, reference `promotion:<id>:<account>`) and closes joined activities whose
//   promotion ended first.
// - Apply: images first (png or jpg by content, ≤ 5 MB, at most three waiting), then the
//   application binds some of them with a remark; the operator issues the reward or rejects.
// - Raffle claim: eligible once the turnover inside the dates is reached; the weighted draw, the
//   activity row and the ledger post (`raffle_prize`, `raffle:<id>:<account>`) commit together; a
//   repeat (also a concurrent one) answers the stored prize with `firstClaim: false`.
import { randomInt } from 'node:crypto';
import {
  ACTIVITY_IMAGE_MAX_BYTES,
  ACTIVITY_IMAGES_MAX,
  WALLET_IDS,
  type Activity,
  type ActivityState,
  type ApplyActivityRequest,
  type ClaimRaffleValue,
  type MyActivitiesValue,
  type OperatorApplication,
  type Promotion,
  type PromotionCategory,
  type PromotionsValue,
  type UploadActivityImageValue,
} from '@portal/contracts';
import { isUniqueViolation } from '../../db/connect';
import type { AccountRow, PromotionActivityRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { proofImageType } from '../../lib/image-type';
import { toMajor } from '../../lib/money';
import { TenantCache } from '../../lib/tenant-cache';
import type { TenantRepositories } from '../../repositories/index';
import type { PromotionRecord, StoredActivityState } from '../../repositories/promotions';
import type { WalletBalance } from '../../repositories/wallets';
import { pageFields, pageWindow } from '../member-centre/record-pages';
import { recordDecision, type Actor } from '../operator/audit';
import type { Tenant } from '../platform/tenant-service';
import { detailView, periodOf, summaryView, textIn } from './promotion-views';

/** How long a tenant's promotions are kept for the public list and detail. */
export const PROMOTIONS_CACHE_MS = 10_000;
/** Joined activities the settlement job reads at a time (it walks them all each tick, by id). */
const SETTLE_BATCH = 500;
/** Kinds a member acts on (what `availablePromoCount` counts when they are `available`). */
const ACTIONABLE_KINDS: readonly string[] = ['join', 'apply', 'raffle'];

/** Spec: REFERRAL.enabled — the brand's referral promotion is running. */
const referralOpen = (all: readonly PromotionRecord[], now: number) =>
  all.some((p) => p.kind === 'referral' && periodOf(p, now) === 'open');

export const bonusReference = (promotionId: string, accountId: number) => `promotion:${promotionId}:${accountId}`;
export const raffleReference = (promotionId: string, accountId: number) => `raffle:${promotionId}:${accountId}`;

export interface SettlementReport {
  paid: number;
  closed: number;
}

export class PromotionsService {
  private readonly cache: TenantCache<PromotionRecord[]>;

  constructor(private readonly clock: Clock) {
    this.cache = new TenantCache(clock, PROMOTIONS_CACHE_MS);
  }

  /** Drops the tenant's cached promotions: staff changed one (services/operator/campaign-content-service.ts). */
  forget(merchantCode: string): void {
    this.cache.invalidate(merchantCode);
  }

  private all(repos: TenantRepositories): Promise<PromotionRecord[]> {
    return this.cache.get(repos.merchantCode, () => repos.promotions.list());
  }

  /** The promotion of this brand, or `promotion_not_found` (another brand's id is unknown here). */
  private async promotion(repos: TenantRepositories, promotionId: string): Promise<PromotionRecord> {
    const found = await repos.promotions.byId(promotionId);
    if (!found) throw new AppError('promotion_not_found', { promotionId });
    return found;
  }

  private expectKind(p: PromotionRecord, kind: string): void {
    if (p.kind !== kind) throw new AppError('promotion_kind_mismatch', { kind: p.kind });
  }

  private expectOpen(p: PromotionRecord, now: number): void {
    const period = periodOf(p, now);
    if (period !== 'open') throw new AppError('promotion_not_open', { period });
  }

  // --- public reads ---

  async list(
    tenant: Tenant,
    repos: TenantRepositories,
    payload: { category?: PromotionCategory | undefined },
    language: string,
  ): Promise<PromotionsValue> {
    const all = await this.all(repos);
    const counts = new Map<PromotionCategory, number>();
    for (const p of all)
      counts.set(p.category as PromotionCategory, (counts.get(p.category as PromotionCategory) ?? 0) + 1);
    const now = this.clock.now();
    return {
      categories: [...counts].map(([category, count]) => ({ category, count })),
      list: all
        .filter((p) => !payload.category || p.category === payload.category)
        .map((p) => summaryView(tenant, p, language, now)),
    };
  }

  async detail(tenant: Tenant, repos: TenantRepositories, promotionId: string, language: string): Promise<Promotion> {
    const found = (await this.all(repos)).find((p) => p.id === promotionId);
    if (!found) throw new AppError('promotion_not_found', { promotionId });
    return detailView(tenant, found, language, this.clock.now());
  }

  // --- the member's activities ---

  /** Valid bets (minor units) counted towards a promotion's turnover by an activity of it. */
  private async progressMinor(
    repos: TenantRepositories,
    accountId: number,
    p: PromotionRecord,
    row: PromotionActivityRow | undefined,
    now: number,
  ): Promise<number> {
    const from = p.kind === 'join' ? (row?.acted_at ?? now) : p.startsAt;
    const to = p.endsAt === null ? now : Math.min(p.endsAt, now);
    if (to < from) return 0;
    return repos.bettingRecords.settledValidBet(accountId, from, to);
  }

  private async activityOf(
    repos: TenantRepositories,
    accountId: number,
    p: PromotionRecord,
    row: PromotionActivityRow | undefined,
    imageCount: number,
    now: number,
  ): Promise<Activity> {
    const counts = p.kind === 'join' || p.kind === 'raffle';
    const turnoverMinor = counts ? (p.turnoverMinor ?? 0) : null;
    // A join counts from the moment of joining: before that there is nothing to count.
    const progressMinor =
      counts && (p.kind === 'raffle' || row) ? await this.progressMinor(repos, accountId, p, row, now) : null;
    const period = periodOf(p, now);
    let state: ActivityState;
    if (row) {
      state = row.state as ActivityState;
      if (row.state === 'joined' && turnoverMinor !== null && (progressMinor ?? 0) < turnoverMinor)
        state = 'in_process';
    } else if (period !== 'open') {
      state = period;
    } else if (p.kind === 'raffle' && (progressMinor ?? 0) < (turnoverMinor ?? 0)) {
      state = 'in_process';
    } else {
      state = 'available';
    }
    return {
      promotionId: p.id,
      state,
      progress: progressMinor === null ? (counts ? 0 : null) : toMajor(progressMinor),
      turnover: turnoverMinor === null ? null : toMajor(turnoverMinor),
      actedAt: row?.acted_at ?? null,
      decidedAt: row?.decided_at ?? null,
      decisionRemark: row?.decision_remark ?? null,
      paidAmount: row?.paid_minor == null ? null : toMajor(Number(row.paid_minor)),
      application: row && p.kind === 'apply' ? { remark: row.remark ?? '', imageCount } : null,
    };
  }

  /** One activity per promotion of the brand (in the list's order), and the balance's two figures. */
  async myActivities(repos: TenantRepositories, account: AccountRow): Promise<MyActivitiesValue> {
    const [all, rows] = await Promise.all([this.all(repos), repos.promotions.activitiesOf(account.id)]);
    const byPromotion = new Map(rows.map((row) => [row.promotion_id, row]));
    const imageCounts = await repos.promotions.imageCounts(rows.map((row) => row.id));
    const now = this.clock.now();
    const activities = await Promise.all(
      all.map((p) => {
        const row = byPromotion.get(p.id);
        return this.activityOf(repos, account.id, p, row, row ? (imageCounts.get(row.id) ?? 0) : 0, now);
      }),
    );
    const kindOf = new Map(all.map((p) => [p.id, p.kind]));
    return {
      activities,
      availablePromo: referralOpen(all, now),
      availablePromoCount: activities.filter(
        (a) => a.state === 'available' && ACTIONABLE_KINDS.includes(kindOf.get(a.promotionId) ?? ''),
      ).length,
    };
  }

  /**
   * The balance answer: the member's wallets, and its `availablePromo` and `availablePromoCount`
   * (spec §3 Balance). The balance is read on every page and after every round, so this counts
   * without building the activities: only an open, actionable promotion the member has not acted on
   * can be `available`, and of those a raffle only once its turnover is reached. The wallets, the
   * acted promotions and every open raffle's turnover (its settled valid bets from its start until
   * now, as `progressMinor` counts them) are one statement (repositories/member-balance.ts), shared
   * with the balance calls of the turn.
   */
  async balance(
    repos: TenantRepositories,
    account: AccountRow,
  ): Promise<{
    wallets: WalletBalance[];
    figures: Pick<MyActivitiesValue, 'availablePromo' | 'availablePromoCount'>;
  }> {
    const all = await this.all(repos);
    const now = this.clock.now();
    const open = all.filter((p) => ACTIONABLE_KINDS.includes(p.kind) && periodOf(p, now) === 'open');
    const raffles = open.filter((p) => p.kind === 'raffle');
    // An open raffle counts from its start up to now (its end is later: progressMinor's window).
    const rows = await repos.memberBalance.rowsOf(
      account.id,
      now,
      raffles.map((p) => p.startsAt),
    );
    const turnoverOf = new Map(raffles.map((p, i) => [p.id, rows.raffleTurnoverMinor[i]!]));
    const availablePromoCount = open.filter(
      (p) =>
        !rows.actedPromotionIds.has(p.id) && (p.kind !== 'raffle' || turnoverOf.get(p.id)! >= (p.turnoverMinor ?? 0)),
    ).length;
    return { wallets: rows.wallets, figures: { availablePromo: referralOpen(all, now), availablePromoCount } };
  }

  private async view(repos: TenantRepositories, account: AccountRow, p: PromotionRecord, row: PromotionActivityRow) {
    const images = p.kind === 'apply' ? (await repos.promotions.imagesOf(row.id)).length : 0;
    return this.activityOf(repos, account.id, p, row, images, this.clock.now());
  }

  // --- join ---

  async join(repos: TenantRepositories, account: AccountRow, promotionId: string): Promise<Activity> {
    const p = await this.promotion(repos, promotionId);
    this.expectKind(p, 'join');
    const existing = await repos.promotions.activity(account.id, p.id);
    if (existing) return this.view(repos, account, p, existing);
    const now = this.clock.now();
    this.expectOpen(p, now);
    try {
      const row = await repos.promotions.insertActivity({
        accountId: account.id,
        promotionId: p.id,
        state: 'joined',
        actedAt: now,
      });
      return await this.view(repos, account, p, row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return this.view(repos, account, p, (await repos.promotions.activity(account.id, p.id))!);
    }
  }

  // --- apply ---

  private async expectApplicable(repos: TenantRepositories, account: AccountRow, promotionId: string) {
    const p = await this.promotion(repos, promotionId);
    this.expectKind(p, 'apply');
    this.expectOpen(p, this.clock.now());
    const existing = await repos.promotions.activity(account.id, p.id);
    if (existing) throw new AppError('activity_already_done', { state: existing.state });
    return p;
  }

  async uploadImage(
    repos: TenantRepositories,
    account: AccountRow,
    promotionId: string,
    bytes: Buffer,
  ): Promise<UploadActivityImageValue> {
    const p = await this.expectApplicable(repos, account, promotionId);
    if (bytes.length > ACTIVITY_IMAGE_MAX_BYTES)
      throw new AppError('proof_image_invalid', { reason: 'too_large', maxBytes: ACTIVITY_IMAGE_MAX_BYTES });
    const type = proofImageType(bytes);
    if (!type) throw new AppError('proof_image_invalid', { reason: 'type' });
    const now = this.clock.now();
    const imageId = await repos.transaction(async (trx) => {
      await trx.promotions.lockMember(account.id);
      if ((await trx.promotions.unusedImageIds(account.id, p.id)).length >= ACTIVITY_IMAGES_MAX)
        throw new AppError('activity_image_limit', { max: ACTIVITY_IMAGES_MAX });
      return trx.promotions.insertImage({ accountId: account.id, promotionId: p.id, contentType: type, bytes, now });
    });
    return { imageId, type, size: bytes.length };
  }

  async apply(repos: TenantRepositories, account: AccountRow, payload: ApplyActivityRequest): Promise<Activity> {
    const p = await this.expectApplicable(repos, account, payload.promotionId);
    const imageIds = [...new Set(payload.imageIds ?? [])];
    const unused = new Set(await repos.promotions.unusedImageIds(account.id, p.id));
    const unknown = imageIds.filter((id) => !unused.has(id));
    if (unknown.length) throw new AppError('activity_image_unknown', { imageIds: unknown });
    const now = this.clock.now();
    try {
      const row = await repos.transaction(async (trx) => {
        const inserted = await trx.promotions.insertActivity({
          accountId: account.id,
          promotionId: p.id,
          state: 'applying',
          actedAt: now,
          remark: payload.remark.trim(),
        });
        // Bound only if still unused: an image taken meanwhile undoes the whole application.
        if ((await trx.promotions.bindImages(inserted.id, account.id, p.id, imageIds)) !== imageIds.length)
          throw new AppError('activity_image_unknown', { imageIds });
        return inserted;
      });
      return await this.view(repos, account, p, row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const existing = await repos.promotions.activity(account.id, p.id);
      throw new AppError('activity_already_done', { state: existing?.state ?? 'applying' });
    }
  }

  // --- raffle ---

  async claimRaffle(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    promotionId: string,
  ): Promise<ClaimRaffleValue> {
    const p = await this.promotion(repos, promotionId);
    this.expectKind(p, 'raffle');
    const repeat = async (row: PromotionActivityRow): Promise<ClaimRaffleValue> => ({
      activity: await this.view(repos, account, p, row),
      prizeAmount: toMajor(Number(row.paid_minor ?? 0)),
      firstClaim: false,
    });
    const existing = await repos.promotions.activity(account.id, p.id);
    if (existing) return repeat(existing);
    const now = this.clock.now();
    this.expectOpen(p, now);
    const progressMinor = await this.progressMinor(repos, account.id, p, undefined, now);
    const turnoverMinor = p.turnoverMinor ?? 0;
    if (progressMinor < turnoverMinor)
      throw new AppError('raffle_not_eligible', { progress: toMajor(progressMinor), turnover: toMajor(turnoverMinor) });
    const prizeMinor = drawPrize(p.prizes ?? []);
    try {
      const row = await repos.transaction(async (trx) => {
        const inserted = await trx.promotions.insertActivity({
          accountId: account.id,
          promotionId: p.id,
          state: 'claimed',
          actedAt: now,
          paidMinor: prizeMinor,
          decidedAt: now,
          decidedBy: 'system',
        });
        await trx.wallets.open(account.id, WALLET_IDS.MAIN, tenant.config.currency.code, now);
        await trx.wallets.post({
          accountId: account.id,
          walletId: WALLET_IDS.MAIN,
          amountMinor: prizeMinor,
          kind: 'raffle_prize',
          reference: raffleReference(p.id, account.id),
          now,
        });
        return inserted;
      });
      return { activity: await this.view(repos, account, p, row), prizeAmount: toMajor(prizeMinor), firstClaim: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return repeat((await repos.promotions.activity(account.id, p.id))!);
    }
  }

  // --- the settlement job ---

  /**
   * Pays the joined activities whose turnover is reached (once: the activity moves joined → issued
   * in the payment's transaction, and the ledger's one-shot index holds its reference), and closes
   * the joined ones whose promotion ended before.
   */
  async settle(
    tenant: Tenant,
    repos: TenantRepositories,
    now: number,
    keepLease: () => Promise<void>,
  ): Promise<SettlementReport> {
    const report: SettlementReport = { paid: 0, closed: 0 };
    let promotions: Map<string, PromotionRecord> | undefined;
    // Every joined activity, in batches by id (those still counting stay joined and are walked past).
    for (let afterId = 0; ;) {
      const joined = await repos.promotions.inState('joined', afterId, SETTLE_BATCH);
      if (joined.length === 0) return report;
      afterId = joined[joined.length - 1]!.id;
      promotions ??= new Map((await repos.promotions.list()).map((p) => [p.id, p]));
      await this.settleBatch(tenant, repos, promotions, joined, now, report);
      await keepLease();
    }
  }

  private async settleBatch(
    tenant: Tenant,
    repos: TenantRepositories,
    promotions: Map<string, PromotionRecord>,
    joined: PromotionActivityRow[],
    now: number,
    report: SettlementReport,
  ): Promise<void> {
    for (const row of joined) {
      const p = promotions.get(row.promotion_id);
      if (!p || p.kind !== 'join') continue;
      const progressMinor = await this.progressMinor(repos, row.account_id, p, row, now);
      if (progressMinor >= (p.turnoverMinor ?? 0) && p.rewardMinor !== null) {
        const rewardMinor = p.rewardMinor;
        const paid = await repos.transaction(async (trx) => {
          const decided = await trx.promotions.decide(row.id, 'joined', {
            state: 'issued',
            decidedAt: now,
            decidedBy: 'system',
            paidMinor: rewardMinor,
          });
          if (!decided) return false;
          await this.payBonus(tenant, trx, row.account_id, p.id, rewardMinor, now);
          return true;
        });
        if (paid) report.paid += 1;
      } else if (p.endsAt !== null && now >= p.endsAt) {
        const closed = await repos.promotions.decide(row.id, 'joined', {
          state: 'closed',
          decidedAt: now,
          decidedBy: 'system',
        });
        if (closed) report.closed += 1;
      }
    }
  }

  private async payBonus(
    tenant: Tenant,
    trx: TenantRepositories,
    accountId: number,
    promotionId: string,
    amountMinor: number,
    now: number,
  ): Promise<void> {
    await trx.wallets.open(accountId, WALLET_IDS.MAIN, tenant.config.currency.code, now);
    await trx.wallets.post({
      accountId,
      walletId: WALLET_IDS.MAIN,
      amountMinor,
      kind: 'promotion_bonus',
      reference: bonusReference(promotionId, accountId),
      now,
    });
  }

  // --- the operator's side ---

  private async applicationView(
    tenant: Tenant,
    repos: TenantRepositories,
    row: PromotionActivityRow,
    p: PromotionRecord | undefined,
    imageCount: number,
  ): Promise<OperatorApplication> {
    const account = await repos.accounts.findById(row.account_id);
    return {
      activityId: row.id,
      promotionId: row.promotion_id,
      title: p ? textIn(tenant, p.title, tenant.config.defaultLanguage) : row.promotion_id,
      accountId: row.account_id,
      username: account?.username ?? '',
      state: row.state as ActivityState,
      remark: row.remark ?? '',
      imageCount,
      rewardAmount: toMajor(p?.rewardMinor ?? 0),
      appliedAt: row.acted_at,
      decidedAt: row.decided_at,
      decisionRemark: row.decision_remark,
      paidAmount: row.paid_minor == null ? null : toMajor(Number(row.paid_minor)),
    };
  }

  /** The brand's applications (activities of `apply` promotions), newest first, by state. */
  async applications(
    tenant: Tenant,
    repos: TenantRepositories,
    query: { state?: 'applying' | 'issued' | 'rejected' | undefined; pageNo: number; pageSize: number },
  ) {
    // A withdrawn promotion's decided applications stay in the history.
    const all = await repos.promotions.list({ withWithdrawn: true });
    const applyIds = all.filter((p) => p.kind === 'apply').map((p) => p.id);
    const byId = new Map(all.map((p) => [p.id, p]));
    const { rows, total } = await repos.promotions.page(
      { state: query.state, promotionIds: applyIds },
      pageWindow(query),
    );
    const counts = await repos.promotions.imageCounts(rows.map((row) => row.id));
    const list = await Promise.all(
      rows.map((row) => this.applicationView(tenant, repos, row, byId.get(row.promotion_id), counts.get(row.id) ?? 0)),
    );
    return { list, ...pageFields(query, total) };
  }

  /** An application's image (1-based, upload order), or undefined. */
  async applicationImage(repos: TenantRepositories, activityId: number, imageNo: number) {
    const row = await repos.promotions.activityById(activityId);
    if (!row) return undefined;
    const image = (await repos.promotions.imagesOf(row.id))[imageNo - 1];
    if (!image) return undefined;
    const full = (await repos.promotions.image(image.id))!;
    return { row, contentType: full.content_type, bytes: full.bytes };
  }

  /** An application the operator may decide: its row, what issuing pays, and its audit subject. */
  async applicationToDecide(repos: TenantRepositories, activityId: number) {
    const row = await repos.promotions.activityById(activityId);
    const p = row && (await repos.promotions.byId(row.promotion_id));
    if (!row || p?.kind !== 'apply') throw new AppError('not_found');
    if (row.state !== 'applying') throw new AppError('activity_already_done', { state: row.state });
    return { row, rewardMinor: p.rewardMinor ?? 0, subject: `${p.id} activity ${row.id}` };
  }

  /**
   * Issues (pays the promotion's reward, `promotion_bonus`) or rejects an application waiting for
   * the operator, once (a conditional state change), audited in the same transaction.
   */
  async decide(
    tenant: Tenant,
    repos: TenantRepositories,
    actor: Actor,
    activityId: number,
    decision: 'issued' | 'rejected',
    remark: string | null,
  ): Promise<OperatorApplication> {
    const now = this.clock.now();
    const existing = await repos.promotions.activityById(activityId);
    const p = existing && (await repos.promotions.byId(existing.promotion_id));
    if (!existing || p?.kind !== 'apply') throw new AppError('not_found');
    const rewardMinor = p.rewardMinor ?? 0;
    const action = decision === 'issued' ? 'promotion.issue' : 'promotion.reject';
    const decided = await repos.transaction(async (trx) => {
      const row = await trx.promotions.decide(activityId, 'applying', {
        state: decision,
        decidedAt: now,
        decidedBy: actor.staffId === null ? actor.name : `staff:${actor.staffId}`,
        decisionRemark: remark,
        paidMinor: decision === 'issued' ? rewardMinor : null,
      });
      if (!row) throw new AppError('activity_already_done', { state: existing.state });
      if (decision === 'issued') await this.payBonus(tenant, trx, row.account_id, p.id, rewardMinor, now);
      const account = await trx.accounts.findById(row.account_id);
      await recordDecision(trx, actor, action, now, {
        accountId: row.account_id,
        username: account?.username ?? null,
        amountMinor: decision === 'issued' ? rewardMinor : null,
        subject: `${p.id} activity ${row.id}`,
        before: 'applying',
        after: decision,
      });
      return row;
    });
    const images = (await repos.promotions.imagesOf(decided.id)).length;
    return this.applicationView(tenant, repos, decided, p, images);
  }
}

/** A weighted draw: a prize's chance is its weight over the sum of weights. */
export function drawPrize(prizes: readonly { amountMinor: number; weight: number }[]): number {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  if (total <= 0) throw new Error('a raffle without prizes');
  let ticket = randomInt(total);
  for (const prize of prizes) {
    if (ticket < prize.weight) return prize.amountMinor;
    ticket -= prize.weight;
  }
  return prizes[prizes.length - 1]!.amountMinor;
}

export type { StoredActivityState };
