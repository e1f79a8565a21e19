// The points mall (issue 22; spec lobby §7 MCS2_*Point*): the member's points, the tenant's ratio,
// the reward catalogue (tenant.json `points.rewards`) with its stock, redeems, the redeem list,
// the points detail by type, and the conversion of points into balance.
//
// Rules:
// - Redeem and convert are money calls: confirmed with the password (MoneyPasswords: the payment
//   password under PAYMENTPASS3, else the login password, with its escalating lock), sent
//   encrypted (E), each with a `requestId` answered once — the same id (and the same request)
//   answers the first result before anything is checked again; the same id with another request is
//   `request_id_conflict`.
// - A redeem takes, in one transaction: its row, the stock (a conditional UPDATE that never goes
//   past the stock — the content role's figure if set, else the catalogue's: fifty redeems at once
//   of the last ten give exactly ten), the points (`redeem:<no>`, never below zero), and for a bonus
//   reward the balance credit (ledger kind `points`, one-shot per reference). Goods wait
//   `in_process` for the operator (approve, or reject: the points and the stock come back,
//   `refund:<no>`); a bonus is approved at once.
// - A conversion takes the points (`convert:<no>`) and credits the main wallet at the tenant's rate,
//   rounded down, in one transaction; at least `convertMinPoints`, and never a conversion worth
//   nothing.
// - Bad input changes nothing: an unknown reward (another tenant's ids are unknown here), goods
//   without an address and mobile, an amount requirement not met, a wrong password, too few points,
//   too little stock. Trial accounts are refused by the routes (account_type_refused).
import {
  WALLET_IDS,
  type ConvertPointRequest,
  type EndpointPayload,
  type EndpointValue,
  type OperatorRewardStock,
  type PointConfigValue,
  type PointKind,
  type PointRedeem,
  type PointReward,
  type RedeemStatus,
  type TenantPoints,
} from '@portal/contracts';
import { isUniqueViolation } from '../../db/connect';
import type { AccountRow, PointRedeemRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { requestFingerprint, toMajor, toMinor } from '../../lib/money';
import type { TenantRepositories } from '../../repositories/index';
import { InsufficientPointsError } from '../../repositories/points';
import { recordDecision, type Actor } from '../operator/audit';
import { pageFields, pageWindow, recordRange } from '../member-centre/record-pages';
import { newMoneyNo } from '../money/money-helpers';
import type { MoneyPasswords } from '../money/money-password';
import type { Tenant } from '../platform/tenant-service';
import { moneyFor, toPoints, toPointsMinor } from './points-ledger';

type CatalogueReward = TenantPoints['rewards'][number];

function titleOf(tenant: Tenant, reward: CatalogueReward | undefined, rewardId: string, language: string): string {
  if (!reward) return rewardId;
  return reward.title[language] ?? reward.title[tenant.config.defaultLanguage] ?? rewardId;
}

function redeemView(tenant: Tenant, row: PointRedeemRow, language: string): PointRedeem {
  const reward = tenant.config.points.rewards.find((r) => r.id === row.reward_id);
  return {
    redeemNo: row.redeem_no,
    rewardId: row.reward_id,
    kind: row.kind as PointRedeem['kind'],
    title: titleOf(tenant, reward, row.reward_id, language),
    quantity: row.quantity,
    points: toPoints(row.points_minor),
    bonusAmount: row.bonus_minor === null ? null : toMajor(row.bonus_minor),
    status: row.status as RedeemStatus,
    appliedAt: row.created_at,
    decidedAt: row.decided_at,
    remark: row.remark,
    receiverName: row.receiver_name,
    address: row.address,
    mobile: row.mobile,
  };
}

type StockLevels = Map<string, { redeemed: number; stock: number | null }>;

/** A reward's stock: staff's figure (the content role) if set, else the catalogue's; what is left. */
function stockOf(reward: CatalogueReward, levels: StockLevels) {
  const level = levels.get(reward.id);
  const redeemed = level?.redeemed ?? 0;
  const stock = level?.stock ?? reward.stock;
  return { stock, redeemed, availableQuantity: Math.max(stock - redeemed, 0), setByStaff: level?.stock != null };
}

export class MallService {
  constructor(
    private readonly clock: Clock,
    private readonly passwords: MoneyPasswords,
  ) {}

  async balance(repos: TenantRepositories, account: AccountRow): Promise<EndpointValue<'getPointBalance'>> {
    return { points: toPoints(await repos.points.balance(account.id)) };
  }

  config(tenant: Tenant): PointConfigValue {
    const points = tenant.config.points;
    return {
      currency: tenant.config.currency.code,
      betRatio: { ...points.betRatio },
      depositRatio: points.depositRatio,
      convertRate: points.convertRate,
      convertMinPoints: points.convertMinPoints,
      expires: false,
    };
  }

  async rewards(tenant: Tenant, repos: TenantRepositories, account: AccountRow, language: string) {
    const [levels, mine] = await Promise.all([repos.pointsMall.stockLevels(), repos.pointsMall.redeemedBy(account.id)]);
    const list: PointReward[] = tenant.config.points.rewards.map((reward) => ({
      rewardId: reward.id,
      kind: reward.kind,
      title: titleOf(tenant, reward, reward.id, language),
      points: reward.points,
      amountRequirement: reward.amountRequirement,
      bonusAmount: reward.bonusAmount ?? null,
      redeemedQuantity: mine.get(reward.id) ?? 0,
      availableQuantity: stockOf(reward, levels).availableQuantity,
    }));
    return { list };
  }

  async redeem(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'redeemPointReward'>,
    language: string,
  ): Promise<PointRedeem> {
    const reward = tenant.config.points.rewards.find((r) => r.id === payload.rewardId);
    const delivery =
      reward?.kind === 'goods'
        ? {
            receiverName: payload.receiverName ?? null,
            address: payload.address ?? null,
            mobile: payload.mobile ?? null,
          }
        : { receiverName: null, address: null, mobile: null };
    const hash = requestFingerprint(['redeem', payload.rewardId, payload.quantity, delivery]);
    const replay = async (): Promise<PointRedeem | undefined> => {
      const existing = await repos.pointsMall.redeemByRequest(account.id, payload.requestId);
      if (!existing) return undefined;
      if (existing.request_hash !== hash) throw new AppError('request_id_conflict');
      return redeemView(tenant, existing, language);
    };
    const earlier = await replay();
    if (earlier) return earlier;

    if (!reward) throw new AppError('point_reward_not_found', { rewardId: payload.rewardId });
    if (reward.kind === 'goods' && (!delivery.address || !delivery.mobile))
      throw new AppError('request_param_err', { fields: ['address', 'mobile'] }, 'goods need an address and a mobile');
    const requiredMinor = toMinor(reward.amountRequirement);
    if (requiredMinor > 0) {
      const { validBetMinor } = await repos.bettingRecords.totals({ accountId: account.id, status: 'settled' });
      if (validBetMinor < requiredMinor)
        throw new AppError('point_requirement_unmet', { required: reward.amountRequirement });
    }
    const pointsMinor = toPointsMinor(reward.points) * payload.quantity;
    const meanwhile = await this.passwords.confirm(tenant, repos, account, payload.password, replay);
    if (meanwhile) return meanwhile;

    const now = this.clock.now();
    try {
      const row = await repos.transaction(async (trx) => {
        const bonusMinor = reward.bonusAmount === undefined ? null : toMinor(reward.bonusAmount) * payload.quantity;
        const redeem = await trx.pointsMall.insertRedeem({
          redeemNo: newMoneyNo('P', now),
          accountId: account.id,
          rewardId: reward.id,
          kind: reward.kind,
          quantity: payload.quantity,
          pointsMinor,
          bonusMinor,
          status: reward.kind === 'bonus' ? 'approved' : 'in_process',
          ...delivery,
          requestId: payload.requestId,
          requestHash: hash,
          now,
        });
        if (!(await trx.pointsMall.reserveStock(reward.id, payload.quantity, reward.stock))) {
          const { availableQuantity } = stockOf(reward, await trx.pointsMall.stockLevels());
          throw new AppError('point_reward_out_of_stock', { available: availableQuantity });
        }
        const reference = `redeem:${redeem.redeem_no}`;
        await trx.points.post({ accountId: account.id, amountMinor: -pointsMinor, kind: 'redeem', reference, now });
        if (bonusMinor !== null) {
          await trx.wallets.open(account.id, WALLET_IDS.MAIN, tenant.config.currency.code, now);
          await trx.wallets.post({
            accountId: account.id,
            walletId: WALLET_IDS.MAIN,
            amountMinor: bonusMinor,
            kind: 'points',
            reference,
            now,
          });
        }
        return redeem;
      });
      return redeemView(tenant, row, language);
    } catch (error) {
      if (error instanceof InsufficientPointsError)
        throw new AppError('insufficient_points', { points: toPoints(pointsMinor) });
      if (isUniqueViolation(error)) {
        const again = await replay();
        if (again) return again;
      }
      throw error;
    }
  }

  async redeems(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getRedeemPointList'>,
    language: string,
  ): Promise<EndpointValue<'getRedeemPointList'>> {
    const range = recordRange(payload);
    const { rows, total } = await repos.pointsMall.listRedeems(
      { accountId: account.id, status: payload.status, from: range.startTime, to: range.endTime },
      pageWindow(payload),
    );
    return { list: rows.map((row) => redeemView(tenant, row, language)), ...pageFields(payload, total) };
  }

  async transactions(
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getPointTransactions'>,
  ): Promise<EndpointValue<'getPointTransactions'>> {
    const range = recordRange(payload);
    const { rows, total } = await repos.points.list(
      { accountId: account.id, from: range.startTime, to: range.endTime, kind: payload.kind },
      pageWindow(payload),
    );
    return {
      list: rows.map((row) => ({
        id: row.id,
        kind: row.kind as PointKind,
        points: toPoints(row.amount_minor),
        balanceAfter: toPoints(row.balance_after_minor),
        reference: row.reference,
        createdAt: row.created_at,
      })),
      ...pageFields(payload, total),
    };
  }

  async convert(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    payload: ConvertPointRequest,
  ): Promise<EndpointValue<'convertPoint'>> {
    const rules = tenant.config.points;
    const pointsMinor = toPointsMinor(payload.points);
    const amountMinor = moneyFor(pointsMinor, rules.convertRate);
    const hash = requestFingerprint(['convert', pointsMinor]);
    const view = (row: { convert_no: string; points_minor: number; amount_minor: number; created_at: number }) => ({
      convertNo: row.convert_no,
      points: toPoints(row.points_minor),
      amount: toMajor(row.amount_minor),
      convertedAt: row.created_at,
    });
    const replay = async () => {
      const existing = await repos.pointsMall.convertByRequest(account.id, payload.requestId);
      if (!existing) return undefined;
      if (existing.request_hash !== hash) throw new AppError('request_id_conflict');
      return view(existing);
    };
    const earlier = await replay();
    if (earlier) return earlier;

    if (pointsMinor < toPointsMinor(rules.convertMinPoints) || amountMinor <= 0)
      throw new AppError('amount_below_minimum', { min: rules.convertMinPoints });
    const meanwhile = await this.passwords.confirm(tenant, repos, account, payload.password, replay);
    if (meanwhile) return meanwhile;

    const now = this.clock.now();
    try {
      const row = await repos.transaction(async (trx) => {
        const convert = await trx.pointsMall.insertConvert({
          convertNo: newMoneyNo('C', now),
          accountId: account.id,
          pointsMinor,
          amountMinor,
          requestId: payload.requestId,
          requestHash: hash,
          now,
        });
        const reference = `convert:${convert.convert_no}`;
        await trx.points.post({ accountId: account.id, amountMinor: -pointsMinor, kind: 'convert', reference, now });
        await trx.wallets.open(account.id, WALLET_IDS.MAIN, tenant.config.currency.code, now);
        await trx.wallets.post({
          accountId: account.id,
          walletId: WALLET_IDS.MAIN,
          amountMinor,
          kind: 'points',
          reference,
          now,
        });
        return convert;
      });
      return view(row);
    } catch (error) {
      if (error instanceof InsufficientPointsError)
        throw new AppError('insufficient_points', { points: toPoints(pointsMinor) });
      if (isUniqueViolation(error)) {
        const again = await replay();
        if (again) return again;
      }
      throw error;
    }
  }

  // --- the operator's side ---

  /** The tenant's redeems (newest first), by status. */
  async operatorRedeems(
    tenant: Tenant,
    repos: TenantRepositories,
    query: { status?: RedeemStatus | undefined; pageNo: number; pageSize: number },
  ) {
    const { rows, total } = await repos.pointsMall.listRedeems({ status: query.status }, pageWindow(query));
    return {
      list: rows.map((row) => ({
        ...redeemView(tenant, row, tenant.config.defaultLanguage),
        accountId: row.account_id,
      })),
      ...pageFields(query, total),
    };
  }

  /** The catalogue's rewards with their stock, for staff (`GET /ops/points/rewards`). */
  async rewardStocks(tenant: Tenant, repos: TenantRepositories): Promise<{ list: OperatorRewardStock[] }> {
    const levels = await repos.pointsMall.stockLevels();
    return {
      list: tenant.config.points.rewards.map((reward) => ({
        rewardId: reward.id,
        kind: reward.kind,
        title: titleOf(tenant, reward, reward.id, tenant.config.defaultLanguage),
        ...stockOf(reward, levels),
      })),
    };
  }

  /**
   * Sets a reward's stock (the content role: the catalogue is the brand's content; finance still
   * decides each goods redeem), never below what is redeemed or in process, audited in the same
   * transaction with the stock before and after.
   */
  async setStock(
    tenant: Tenant,
    repos: TenantRepositories,
    actor: Actor,
    rewardId: string,
    stock: number,
  ): Promise<OperatorRewardStock> {
    const reward = tenant.config.points.rewards.find((r) => r.id === rewardId);
    if (!reward) throw new AppError('point_reward_not_found', { rewardId });
    const now = this.clock.now();
    await repos.transaction(async (trx) => {
      const before = stockOf(reward, await trx.pointsMall.stockLevels());
      if (!(await trx.pointsMall.setStock(reward.id, stock))) {
        const { redeemed } = stockOf(reward, await trx.pointsMall.stockLevels());
        throw new AppError('point_reward_stock_below_redeemed', { redeemed });
      }
      await recordDecision(trx, actor, 'points.reward_stock', now, {
        subject: reward.id,
        before: String(before.stock),
        after: String(stock),
      });
    });
    return (await this.rewardStocks(tenant, repos)).list.find((r) => r.rewardId === reward.id)!;
  }

  /**
   * Approves or rejects a goods redeem still in process, once (a conditional state change), audited
   * in the same transaction; a rejection gives back the points (`refund:<no>`) and the stock.
   */
  async decide(
    tenant: Tenant,
    repos: TenantRepositories,
    actor: Actor,
    redeemNo: string,
    decision: 'approved' | 'rejected',
    remark: string | null,
  ): Promise<PointRedeem & { accountId: number }> {
    const now = this.clock.now();
    const row = await repos.transaction(async (trx) => {
      const decided = await trx.pointsMall.decideRedeem(redeemNo, decision, remark, now);
      if (!decided) {
        const existing = await trx.pointsMall.redeemByNo(redeemNo);
        if (!existing) throw new AppError('point_redeem_not_found', { redeemNo });
        throw new AppError('point_redeem_state_invalid', { status: existing.status });
      }
      if (decision === 'rejected') {
        await trx.pointsMall.releaseStock(decided.reward_id, decided.quantity);
        await trx.points.post({
          accountId: decided.account_id,
          amountMinor: decided.points_minor,
          kind: 'refund',
          reference: `refund:${decided.redeem_no}`,
          now,
        });
      }
      await recordDecision(
        trx,
        actor,
        decision === 'approved' ? 'points.redeem_approve' : 'points.redeem_reject',
        now,
        {
          accountId: decided.account_id,
          subject: decided.redeem_no,
          before: 'in_process',
          after: decision,
        },
      );
      return decided;
    });
    return { ...redeemView(tenant, row, tenant.config.defaultLanguage), accountId: row.account_id };
  }
}
