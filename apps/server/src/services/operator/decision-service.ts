// The operator's money decisions held to the tenant's limits (its staffDecisions): a reward above
// the ceiling is refused; a reward or refund above the approval threshold is not carried out but
// waits as an approval for a second staff member (maker–checker), who must hold the role the
// decision needs and must not be the one who asked. Every step is audited in its own transaction.
import type {
  Approval,
  OperatorApplication,
  OperatorReward,
  OperatorWithdrawal,
  Reward,
  StaffRole,
} from '@portal/contracts';
import type { AccountRow, ApprovalRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toMajor, toMinor } from '../../lib/money';
import type { TenantRepositories } from '../../repositories/index';
import { pageFields, pageWindow } from '../member-centre/record-pages';
import type { RewardsService } from '../member-centre/rewards-service';
import type { WithdrawalService } from '../money/withdrawal-service';
import type { PromotionsService } from '../promotions/promotions-service';
import type { Tenant } from '../platform/tenant-service';
import { recordDecision, type Actor } from './audit';
import type { StaffPrincipal } from './staff-service';

/** The role that may ask for, and approve, each kind of decision. */
export const APPROVAL_ROLE: Record<Approval['kind'], StaffRole> = {
  reward: 'content',
  refund: 'finance',
  promotion: 'finance',
};

type Outcome<T> = { done: T } | { pending: Approval };

interface RewardPayload {
  title: string;
  expiresAt: number | null;
}

export class DecisionService {
  constructor(
    private readonly clock: Clock,
    private readonly rewards: RewardsService,
    private readonly withdrawals: WithdrawalService,
    private readonly promotions: PromotionsService,
  ) {}

  /**
   * Issues a promotion application (finance): its reward is held to the brand's limits like a
   * reward's — above the ceiling refused (audited denied), above the threshold an approval for a
   * second finance member — and otherwise paid at once (PromotionsService.decide).
   */
  async issueApplication(
    tenant: Tenant,
    repos: TenantRepositories,
    actor: Actor,
    activityId: number,
    remark: string | null,
  ): Promise<Outcome<OperatorApplication>> {
    const { row, rewardMinor, subject } = await this.promotions.applicationToDecide(repos, activityId);
    const { rewardCeiling, approvalThreshold } = tenant.config.wallet.staffDecisions;
    const now = this.clock.now();
    const account = await repos.accounts.findById(row.account_id);
    const audited = {
      accountId: row.account_id,
      username: account?.username ?? null,
      amountMinor: rewardMinor,
      subject,
    };
    if (rewardMinor > toMinor(String(rewardCeiling))) {
      await recordDecision(repos, actor, 'promotion.issue', now, {
        ...audited,
        outcome: 'denied',
        after: 'above the ceiling',
      });
      throw new AppError('reward_ceiling_exceeded', { ceiling: rewardCeiling });
    }
    if (rewardMinor <= toMinor(String(approvalThreshold)))
      return { done: await this.promotions.decide(tenant, repos, actor, activityId, 'issued', remark) };
    return repos.transaction(async (trx) => {
      const waiting = await trx.approvals.pendingFor('promotion', subject);
      if (waiting) return { pending: await this.view(tenant, trx, waiting) };
      const approval = await trx.approvals.create({
        kind: 'promotion',
        accountId: row.account_id,
        amountMinor: rewardMinor,
        subject,
        payload: { activityId, remark },
        makerId: actor.staffId!,
        createdAt: now,
      });
      await recordDecision(trx, actor, 'promotion.issue', now, {
        ...audited,
        outcome: 'pending',
        before: row.state,
        after: `approval ${approval.id}`,
      });
      return { pending: await this.view(tenant, trx, approval) };
    });
  }

  async grantReward(
    tenant: Tenant,
    repos: TenantRepositories,
    actor: Actor,
    request: OperatorReward,
  ): Promise<Outcome<Reward>> {
    const account = await memberNamed(repos, request.username);
    const amountMinor = toMinor(request.amount);
    const { rewardCeiling, approvalThreshold } = tenant.config.wallet.staffDecisions;
    const now = this.clock.now();
    const audited = { accountId: account.id, username: account.username, amountMinor, subject: request.title.trim() };
    if (amountMinor > toMinor(String(rewardCeiling))) {
      await recordDecision(repos, actor, 'reward.grant', now, {
        ...audited,
        outcome: 'denied',
        after: 'above the ceiling',
      });
      throw new AppError('reward_ceiling_exceeded', { ceiling: rewardCeiling });
    }
    const payload: RewardPayload = { title: request.title.trim(), expiresAt: request.expiresAt ?? null };
    return repos.transaction(async (trx) => {
      if (amountMinor > toMinor(String(approvalThreshold))) {
        const approval = await trx.approvals.create({
          kind: 'reward',
          accountId: account.id,
          amountMinor,
          subject: payload.title,
          payload,
          makerId: actor.staffId!,
          createdAt: now,
        });
        await recordDecision(trx, actor, 'reward.grant', now, {
          ...audited,
          outcome: 'pending',
          after: `approval ${approval.id}`,
        });
        return { pending: await this.view(tenant, trx, approval) };
      }
      return { done: await this.reward(trx, actor, account, amountMinor, payload) };
    });
  }

  async refund(
    tenant: Tenant,
    repos: TenantRepositories,
    actor: Actor,
    withdrawalNo: string,
  ): Promise<Outcome<OperatorWithdrawal>> {
    const row = await this.withdrawals.row(repos, withdrawalNo);
    const due = this.withdrawals.refundDueMinor(row);
    const threshold = toMinor(String(tenant.config.wallet.staffDecisions.approvalThreshold));
    if (due === null || due <= threshold) return { done: await this.withdrawals.refund(repos, withdrawalNo, actor) };
    const now = this.clock.now();
    return repos.transaction(async (trx) => {
      const waiting = await trx.approvals.pendingFor('refund', withdrawalNo);
      if (waiting) return { pending: await this.view(tenant, trx, waiting) };
      const approval = await trx.approvals.create({
        kind: 'refund',
        accountId: row.account_id,
        amountMinor: due,
        subject: withdrawalNo,
        payload: {},
        makerId: actor.staffId!,
        createdAt: now,
      });
      await recordDecision(trx, actor, 'withdrawal.refund', now, {
        accountId: row.account_id,
        username: (await trx.accounts.findById(row.account_id))?.username ?? null,
        amountMinor: due,
        subject: withdrawalNo,
        outcome: 'pending',
        before: row.status,
        after: `approval ${approval.id}`,
      });
      return { pending: await this.view(tenant, trx, approval) };
    });
  }

  /** The approvals of the kinds the staff member's roles decide. */
  async list(
    tenant: Tenant,
    repos: TenantRepositories,
    principal: StaffPrincipal,
    query: { status?: Approval['status'] | undefined; pageNo: number; pageSize: number },
  ) {
    const kinds = (Object.keys(APPROVAL_ROLE) as Approval['kind'][]).filter((kind) =>
      principal.roles.includes(APPROVAL_ROLE[kind]),
    );
    const { rows, total } = await repos.approvals.page(kinds, query.status, pageWindow(query));
    const list = await Promise.all(rows.map((row) => this.view(tenant, repos, row)));
    return { list, ...pageFields(query, total) };
  }

  /**
   * The second staff member's answer. Approving carries the decision out in the same transaction:
   * when it cannot be (the withdrawal changed meanwhile), nothing is approved.
   */
  async decide(
    tenant: Tenant,
    repos: TenantRepositories,
    principal: StaffPrincipal,
    actor: Actor,
    approvalId: number,
    verdict: 'approved' | 'rejected',
  ): Promise<Approval> {
    const now = this.clock.now();
    const action = verdict === 'approved' ? 'approval.approve' : 'approval.reject';
    const approval = await repos.approvals.byId(approvalId);
    if (!approval) throw new AppError('approval_not_found');
    const kind = approval.kind as Approval['kind'];
    if (!principal.roles.includes(APPROVAL_ROLE[kind]))
      throw new AppError('staff_role_required', { roles: [APPROVAL_ROLE[kind]] });
    if (approval.maker_id === principal.staff.id) {
      await recordDecision(repos, actor, action, now, {
        outcome: 'denied',
        subject: `approval ${approvalId}`,
        after: 'the maker cannot check',
      });
      throw new AppError('approval_needs_second_staff');
    }
    return repos.transaction(async (trx) => {
      if (!(await trx.approvals.decide(approvalId, verdict, principal.staff.id, now)))
        throw new AppError('approval_state_invalid');
      const account = (await trx.accounts.findById(approval.account_id))!;
      if (verdict === 'approved') {
        if (kind === 'reward')
          await this.reward(trx, actor, account, approval.amount_minor, JSON.parse(approval.payload) as RewardPayload);
        else if (kind === 'promotion') {
          const { activityId, remark } = JSON.parse(approval.payload) as { activityId: number; remark: string | null };
          await this.promotions.decide(tenant, trx, actor, activityId, 'issued', remark).catch((error: unknown) => {
            throw error instanceof AppError && error.code === 'activity_already_done'
              ? new AppError('approval_state_invalid')
              : error;
          });
        } else
          await this.withdrawals.refund(trx, approval.subject, actor).catch((error: unknown) => {
            throw error instanceof AppError && error.code === 'withdrawal_state_invalid'
              ? new AppError('approval_state_invalid')
              : error;
          });
      }
      await recordDecision(trx, actor, action, now, {
        accountId: account.id,
        username: account.username,
        amountMinor: approval.amount_minor,
        subject: `approval ${approvalId}`,
        before: 'pending',
        after: verdict,
      });
      return this.view(tenant, trx, (await trx.approvals.byId(approvalId))!);
    });
  }

  private async reward(
    repos: TenantRepositories,
    actor: Actor,
    account: AccountRow,
    amountMinor: number,
    payload: RewardPayload,
  ): Promise<Reward> {
    const reward = await this.rewards.grant(repos, {
      accountId: account.id,
      title: payload.title,
      amountMinor,
      source: 'operator',
      expiresAt: payload.expiresAt,
    });
    await recordDecision(repos, actor, 'reward.grant', reward.grantedAt, {
      accountId: account.id,
      username: account.username,
      amountMinor,
      subject: payload.title,
      after: `reward ${reward.rewardId}`,
    });
    return reward;
  }

  private async view(tenant: Tenant, repos: TenantRepositories, row: ApprovalRow): Promise<Approval> {
    const [account, maker, checker] = await Promise.all([
      repos.accounts.findById(row.account_id),
      repos.staff.byId(row.maker_id),
      row.checker_id === null ? undefined : repos.staff.byId(row.checker_id),
    ]);
    return {
      approvalId: row.id,
      kind: row.kind as Approval['kind'],
      status: row.status as Approval['status'],
      username: account?.username ?? '',
      amount: toMajor(row.amount_minor),
      currency: tenant.config.currency.code,
      subject: row.subject,
      makerUsername: maker?.username ?? '',
      checkerUsername: checker?.username ?? null,
      createdAt: row.created_at,
      decidedAt: row.decided_at,
    };
  }
}

export async function memberNamed(repos: TenantRepositories, username: string): Promise<AccountRow> {
  const account = await repos.accounts.findByUsername(username.trim());
  if (!account) throw new AppError('account_not_found');
  return account;
}
