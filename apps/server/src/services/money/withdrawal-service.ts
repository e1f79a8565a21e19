// Withdrawals (spec §4): payees bound once per kind, the request (password, limits, the daily
// limit and the hold in one transaction), the operator's decisions, the player's confirmation with
// proof images, and the clock's part (unconfirmed → auto_received; demo mode's automatic approval).
//
// States: requested → approved | rejected (the hold returned) ; approved → paid (confirmBy = paidAt
// + the tenant's minutes) ; paid → received | partial | not_received (by the player, proofs for the
// last two) | auto_received (by the clock after confirmBy: a forced receipt, never refunded) ;
// partial / not_received → refunded once by the operator (what did not arrive, credited back).
// Every change is conditional on the state it leaves, in the transaction of its ledger row.
import type { AuthenticatorService } from '../accounts/authenticator-service';
import {
  PAYEE_KINDS,
  PROOF_IMAGE_MAX_BYTES,
  PROOF_IMAGES_MAX,
  WALLET_IDS,
  type AuditAction,
  type BindPayeeRequest,
  type ConfirmWithdrawalRequest,
  type EndpointPayload,
  type EndpointValue,
  type OperatorWithdrawal,
  type Payee,
  type RequestWithdrawalRequest,
  type UploadProofValue,
  type Withdrawal,
  type WithdrawalStatus,
  type WithdrawSettingsValue,
} from '@portal/contracts';
import { createHash } from 'node:crypto';
import { isUniqueViolation } from '../../db/connect';
import type { AccountRow, PayeeRow, WithdrawalRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { MINUTE, type Clock } from '../../lib/clock';
import { requestFingerprint, toMajor, toMinor } from '../../lib/money';
import type { TenantRepositories } from '../../repositories/index';
import { InsufficientBalanceError } from '../../repositories/wallets';
import { isModuleOn, type Tenant } from '../platform/tenant-service';
import { maskAccountNumber, newMoneyNo, utcDay } from './money-helpers';
import { pageFields, pageWindow, recordRange } from '../member-centre/record-pages';
import type { MoneyPasswords } from './money-password';
import { recordDecision, SYSTEM_ACTOR, type Actor } from '../operator/audit';
import { proofImageType } from '../../lib/image-type';

function payeeView(row: PayeeRow, masked = true): Payee {
  return {
    payeeId: row.id,
    kind: row.kind as Payee['kind'],
    providerName: row.provider_name,
    accountName: row.account_name,
    accountNumber: masked ? maskAccountNumber(row.account_number) : row.account_number,
    boundAt: row.bound_at,
  };
}

function withdrawalView(row: WithdrawalRow, payee: PayeeRow, masked = true): Withdrawal {
  return {
    withdrawalNo: row.withdrawal_no,
    amount: toMajor(row.amount_minor),
    currency: row.currency,
    status: row.status as WithdrawalStatus,
    payee: payeeView(payee, masked),
    requestedAt: row.requested_at,
    decidedAt: row.decided_at,
    paidAt: row.paid_at,
    confirmBy: row.confirm_by,
    confirmedAt: row.confirmed_at,
    receivedAmount: row.received_minor === null ? null : toMajor(row.received_minor),
    remark: row.remark,
    proofCount: row.proof_count,
  };
}

export class WithdrawalService {
  constructor(
    private readonly clock: Clock,
    private readonly passwords: MoneyPasswords,
    private readonly authenticators: AuthenticatorService,
  ) {}

  /** The payee kinds the tenant binds: its payee feature (PERSPAYEE3), then bank (BINDCARD3) and e-wallet (BINDEW3). */
  payeeKinds(tenant: Tenant): Payee['kind'][] {
    if (!isModuleOn(tenant, 'PERSPAYEE3')) return [];
    return PAYEE_KINDS.filter((kind) => isModuleOn(tenant, kind === 'bank' ? 'BINDCARD3' : 'BINDEW3'));
  }

  private async views(repos: TenantRepositories, rows: WithdrawalRow[], masked = true): Promise<Withdrawal[]> {
    const payees = new Map((await repos.payees.byIds([...new Set(rows.map((r) => r.payee_id))])).map((p) => [p.id, p]));
    return rows.map((row) => withdrawalView(row, payees.get(row.payee_id)!, masked));
  }

  private async view(repos: TenantRepositories, row: WithdrawalRow): Promise<Withdrawal> {
    return (await this.views(repos, [row]))[0]!;
  }

  async settings(tenant: Tenant, repos: TenantRepositories, account: AccountRow): Promise<WithdrawSettingsValue> {
    const rules = tenant.config.wallet.withdrawal;
    const [payees, todayMinor, balances] = await Promise.all([
      repos.payees.ofAccount(account.id),
      repos.withdrawalDays.total(account.id, utcDay(this.clock.now())),
      repos.wallets.balances(account.id),
    ]);
    const main = balances.find((b) => b.walletId === WALLET_IDS.MAIN)?.balanceMinor ?? 0;
    return {
      currency: tenant.config.currency.code,
      currencySymbol: tenant.config.currency.symbol,
      minAmount: rules.minAmount,
      maxAmount: rules.maxAmount,
      dailyLimit: rules.dailyLimit,
      dailyRemaining: toMajor(Math.max(toMinor(rules.dailyLimit) - todayMinor, 0)),
      withdrawable: toMajor(main),
      payees: payees.map((p) => payeeView(p)),
      payeeKinds: this.payeeKinds(tenant),
      confirmWith: this.passwords.confirmWith(tenant),
      hasPaymentPassword: account.payment_password_hash !== null,
      authenticatorRequired: await this.authenticators.isBound(repos, account.id),
      confirmMinutes: rules.confirmMinutes,
    };
  }

  async bindPayee(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    payload: BindPayeeRequest,
  ): Promise<Payee> {
    if (!this.payeeKinds(tenant).includes(payload.kind))
      throw new AppError('function.not.available', null, `payee kind ${payload.kind} is off`);
    try {
      const row = await repos.payees.insert({
        accountId: account.id,
        kind: payload.kind,
        providerName: payload.providerName.trim(),
        accountName: payload.accountName.trim(),
        accountNumber: payload.accountNumber.trim(),
        now: this.clock.now(),
      });
      return payeeView(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('payee_already_bound', { kind: payload.kind });
      throw error;
    }
  }

  async request(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    payload: RequestWithdrawalRequest,
  ): Promise<Withdrawal> {
    const rules = tenant.config.wallet.withdrawal;
    const amountMinor = toMinor(payload.amount);
    const hash = requestFingerprint(['withdrawal', payload.payeeId, amountMinor]);
    // A repeated request id is answered before anything is checked again (the password included):
    // a retry is not a guess.
    const replay = async (): Promise<Withdrawal | undefined> => {
      const existing = await repos.withdrawals.byRequest(account.id, payload.requestId);
      if (!existing) return undefined;
      if (existing.request_hash !== hash) throw new AppError('request_id_conflict');
      return this.view(repos, existing);
    };
    const earlier = await replay();
    if (earlier) return earlier;

    const payee = await repos.payees.find(account.id, payload.payeeId);
    if (!payee) throw new AppError('payee_not_found', { payeeId: payload.payeeId });
    if (amountMinor < toMinor(rules.minAmount)) throw new AppError('amount_below_minimum', { min: rules.minAmount });
    if (amountMinor > toMinor(rules.maxAmount)) throw new AppError('amount_above_maximum', { max: rules.maxAmount });
    const meanwhile = await this.passwords.confirm(tenant, repos, account, payload.password, replay);
    if (meanwhile) return meanwhile;
    // A bound authenticator's current code too (server enforced; the code is used up here).
    await this.authenticators.requireCode(repos, account.id, payload.authenticatorCode);

    const now = this.clock.now();
    const day = utcDay(now);
    const limitMinor = toMinor(rules.dailyLimit);
    try {
      const row = await repos.transaction(async (trx) => {
        // The day's total first: its row lock queues a concurrent request of this account here.
        if (!(await trx.withdrawalDays.reserve(account.id, day, amountMinor, limitMinor))) {
          const remaining = Math.max(limitMinor - (await trx.withdrawalDays.total(account.id, day)), 0);
          throw new AppError('daily_limit_exceeded', { limit: rules.dailyLimit, remaining: toMajor(remaining) });
        }
        const withdrawal = await trx.withdrawals.insert({
          withdrawalNo: newMoneyNo('W', now),
          accountId: account.id,
          payeeId: payee.id,
          amountMinor,
          currency: tenant.config.currency.code,
          requestId: payload.requestId,
          requestHash: hash,
          day,
          now,
        });
        await trx.wallets.open(account.id, WALLET_IDS.MAIN, tenant.config.currency.code, now);
        await trx.wallets.post({
          accountId: account.id,
          walletId: WALLET_IDS.MAIN,
          amountMinor: -amountMinor,
          kind: 'withdrawal_hold',
          reference: withdrawal.withdrawal_no,
          now,
        });
        return withdrawal;
      });
      return withdrawalView(row, payee);
    } catch (error) {
      if (error instanceof InsufficientBalanceError)
        throw new AppError('insufficient_balance', { amount: toMajor(amountMinor) });
      if (isUniqueViolation(error)) {
        const again = await replay();
        if (again) return again;
      }
      throw error;
    }
  }

  async list(
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getWithdrawals'>,
  ): Promise<EndpointValue<'getWithdrawals'>> {
    const { rows, total } = await repos.withdrawals.list({
      ...{ ...recordRange(payload), status: payload.status, ...pageWindow(payload) },
      accountId: account.id,
    });
    return { list: await this.views(repos, rows), ...pageFields(payload, total) };
  }

  private async own(repos: TenantRepositories, account: AccountRow, withdrawalNo: string): Promise<WithdrawalRow> {
    const row = await repos.withdrawals.byNo(withdrawalNo, account.id);
    if (!row) throw new AppError('money_order_not_found', { withdrawalNo });
    return row;
  }

  /** Stores a proof image of the member's own paid withdrawal: png or jpg by its bytes, ≤ 5 MB, three at most. */
  async uploadProof(
    repos: TenantRepositories,
    account: AccountRow,
    withdrawalNo: string,
    bytes: Buffer,
  ): Promise<UploadProofValue> {
    const withdrawal = await this.own(repos, account, withdrawalNo);
    if (withdrawal.status !== 'paid') throw new AppError('withdrawal_state_invalid', { status: withdrawal.status });
    if (bytes.length > PROOF_IMAGE_MAX_BYTES)
      throw new AppError('proof_image_invalid', { reason: 'too_large', maxBytes: PROOF_IMAGE_MAX_BYTES });
    const type = proofImageType(bytes);
    if (!type) throw new AppError('proof_image_invalid', { reason: 'type' });
    const now = this.clock.now();
    const proofId = await repos.transaction(async (trx) => {
      if (!(await trx.withdrawals.takeProofSlot(withdrawal.id, PROOF_IMAGES_MAX, now))) {
        const current = (await trx.withdrawals.byNo(withdrawalNo, account.id))!;
        if (current.status !== 'paid') throw new AppError('withdrawal_state_invalid', { status: current.status });
        throw new AppError('proof_image_limit', { max: PROOF_IMAGES_MAX });
      }
      return trx.withdrawalProofs.insert({
        accountId: account.id,
        withdrawalId: withdrawal.id,
        contentType: type,
        bytes,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        now,
      });
    });
    return { proofId, type, size: bytes.length };
  }

  /** The player says what arrived of a paid withdrawal (before its confirmBy). */
  async confirm(
    repos: TenantRepositories,
    account: AccountRow,
    payload: ConfirmWithdrawalRequest,
  ): Promise<Withdrawal> {
    const withdrawal = await this.own(repos, account, payload.withdrawalNo);
    const now = this.clock.now();
    if (withdrawal.status !== 'paid' || withdrawal.confirm_by === null || withdrawal.confirm_by <= now)
      throw new AppError('withdrawal_state_invalid', { status: withdrawal.status });
    const amountMinor = withdrawal.amount_minor;
    let receivedMinor = amountMinor;
    if (payload.result === 'not_received') receivedMinor = 0;
    if (payload.result === 'partial') {
      receivedMinor = payload.receivedAmount === undefined ? -1 : toMinor(payload.receivedAmount);
      if (receivedMinor <= 0 || receivedMinor >= amountMinor)
        throw new AppError(
          'request_param_err',
          { fields: ['receivedAmount'] },
          'a partial receipt is above zero and below the amount',
        );
    }
    const proofIds = [...new Set(payload.proofIds ?? [])];
    if (payload.result !== 'received') {
      if (proofIds.length === 0)
        throw new AppError('request_param_err', { fields: ['proofIds'] }, 'proofs are required');
      const own = await repos.withdrawalProofs.idsOf(withdrawal.id, proofIds);
      if (own.length !== proofIds.length)
        throw new AppError('request_param_err', { fields: ['proofIds'] }, 'a proof of another withdrawal');
    }
    const changed = await repos.withdrawals.transition(
      withdrawal.id,
      ['paid'],
      payload.result,
      { confirmed_at: now, received_minor: receivedMinor },
      now,
      { confirmByAfter: now },
    );
    const after = (await repos.withdrawals.byNo(payload.withdrawalNo, account.id))!;
    if (!changed) throw new AppError('withdrawal_state_invalid', { status: after.status });
    return this.view(repos, after);
  }

  // --- the operator's side ------------------------------------------------------------------

  async operatorList(
    repos: TenantRepositories,
    query: { status?: WithdrawalStatus | undefined; username?: string | undefined; pageNo: number; pageSize: number },
    options: { fullNumbers: boolean },
  ): Promise<{ list: OperatorWithdrawal[]; pageNo: number; pageSize: number; total: number; totalPages: number }> {
    const pageOf = (total: number) => pageFields(query, total);
    let accountId: number | undefined;
    if (query.username?.trim()) {
      const account = await repos.accounts.findByUsername(query.username.trim());
      if (!account) return { list: [], ...pageOf(0) };
      accountId = account.id;
    }
    const { rows, total } = await repos.withdrawals.list({
      startTime: 0,
      endTime: Number.MAX_SAFE_INTEGER,
      status: query.status,
      accountId,
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { list: await this.operatorViews(repos, rows, !options.fullNumbers), ...pageOf(total) };
  }

  /** One proof image of a withdrawal (1-based, in upload order), or undefined. */
  async proof(
    repos: TenantRepositories,
    withdrawalNo: string,
    proofNo: number,
  ): Promise<{ row: WithdrawalRow; contentType: string; bytes: Buffer } | undefined> {
    const row = await this.byNo(repos, withdrawalNo);
    const proof = (await repos.withdrawalProofs.ofWithdrawal(row.id))[proofNo - 1];
    return proof && { row, contentType: proof.contentType, bytes: proof.bytes };
  }

  private async operatorViews(
    repos: TenantRepositories,
    rows: WithdrawalRow[],
    masked: boolean,
  ): Promise<OperatorWithdrawal[]> {
    const views = await this.views(repos, rows, masked);
    const accounts = new Map<number, string>();
    for (const id of new Set(rows.map((r) => r.account_id)))
      accounts.set(id, (await repos.accounts.findById(id))?.username ?? '');
    return rows.map((row, i) => ({
      ...views[i]!,
      username: accounts.get(row.account_id)!,
      refundedAmount: row.refunded_minor === null ? null : toMajor(row.refunded_minor),
    }));
  }

  private async byNo(repos: TenantRepositories, withdrawalNo: string): Promise<WithdrawalRow> {
    const row = await repos.withdrawals.byNo(withdrawalNo);
    if (!row) throw new AppError('money_order_not_found', { withdrawalNo });
    return row;
  }

  /**
   * One operator decision on a withdrawal, in one transaction with its audit row: `change` makes the
   * conditional state change (false when the withdrawal was no longer in the state it leaves, which
   * answers withdrawal_state_invalid and records nothing). The answer is finance's view (whole numbers).
   */
  private async decide(
    repos: TenantRepositories,
    withdrawalNo: string,
    actor: Actor,
    action: AuditAction,
    change: (trx: TenantRepositories, row: WithdrawalRow, now: number) => Promise<boolean>,
  ): Promise<OperatorWithdrawal> {
    // Read first (an unknown number is a 404 before any transaction), then again in the
    // transaction for the state the audit row records; the change itself is conditional either way.
    await this.byNo(repos, withdrawalNo);
    const now = this.clock.now();
    const changed = await repos.transaction(async (trx) => {
      const row = await this.byNo(trx, withdrawalNo);
      if (!(await change(trx, row, now))) return false;
      const after = (await trx.withdrawals.byNo(withdrawalNo))!;
      await recordDecision(trx, actor, action, now, {
        accountId: row.account_id,
        username: (await trx.accounts.findById(row.account_id))?.username ?? null,
        amountMinor: action === 'withdrawal.refund' ? after.refunded_minor : row.amount_minor,
        subject: withdrawalNo,
        before: row.status,
        after: after.status + (after.remark && after.remark !== row.remark ? `: ${after.remark}` : ''),
      });
      return true;
    });
    const row = await this.byNo(repos, withdrawalNo);
    if (!changed) throw new AppError('withdrawal_state_invalid', { status: row.status });
    return (await this.operatorViews(repos, [row], false))[0]!;
  }

  approve(repos: TenantRepositories, withdrawalNo: string, actor: Actor, remark?: string): Promise<OperatorWithdrawal> {
    return this.decide(repos, withdrawalNo, actor, 'withdrawal.approve', (trx, row, now) =>
      trx.withdrawals.transition(
        row.id,
        ['requested'],
        'approved',
        { decided_at: now, ...(remark ? { remark } : {}) },
        now,
      ),
    );
  }

  /**
   * requested → rejected: the amount leaves its day's total and the hold goes back to the main
   * wallet — the day's row before the wallet, the order a request takes them in (wallets.ts).
   */
  reject(repos: TenantRepositories, withdrawalNo: string, actor: Actor, remark?: string): Promise<OperatorWithdrawal> {
    return this.decide(repos, withdrawalNo, actor, 'withdrawal.reject', async (trx, row, now) => {
      if (
        !(await trx.withdrawals.transition(
          row.id,
          ['requested'],
          'rejected',
          { decided_at: now, remark: remark ?? null },
          now,
        ))
      )
        return false;
      await trx.withdrawalDays.release(row.account_id, row.day, row.amount_minor);
      await trx.wallets.post({
        accountId: row.account_id,
        walletId: WALLET_IDS.MAIN,
        amountMinor: row.amount_minor,
        kind: 'withdrawal_release',
        reference: row.withdrawal_no,
        now,
      });
      return true;
    });
  }

  /** approved → paid: the player has the tenant's minutes to confirm. */
  markPaid(tenant: Tenant, repos: TenantRepositories, withdrawalNo: string, actor: Actor): Promise<OperatorWithdrawal> {
    return this.decide(repos, withdrawalNo, actor, 'withdrawal.paid', (trx, row, now) => {
      const confirmBy = now + tenant.config.wallet.withdrawal.confirmMinutes * MINUTE;
      return trx.withdrawals.transition(row.id, ['approved'], 'paid', { paid_at: now, confirm_by: confirmBy }, now);
    });
  }

  /** What a refund of this withdrawal would give back now (minor units), or null when none is due. */
  refundDueMinor(row: WithdrawalRow): number | null {
    if (row.refunded_minor !== null) return null;
    if (row.status === 'not_received') return row.amount_minor;
    if (row.status === 'partial' && row.received_minor !== null) return row.amount_minor - row.received_minor;
    return null;
  }

  /** The withdrawal, for a decision about it (maker–checker reads it before asking). */
  row(repos: TenantRepositories, withdrawalNo: string): Promise<WithdrawalRow> {
    return this.byNo(repos, withdrawalNo);
  }

  /**
   * Gives back what did not arrive of a not_received or partial withdrawal, once. A forced (auto)
   * receipt is never refunded. The amount is computed by the conditional UPDATE that records the
   * refund (from the row as it is then), so a confirmation committing after our read cannot make
   * the refund pay for what arrived.
   */
  refund(repos: TenantRepositories, withdrawalNo: string, actor: Actor): Promise<OperatorWithdrawal> {
    return this.decide(repos, withdrawalNo, actor, 'withdrawal.refund', async (trx, row, now) => {
      const refund = await trx.withdrawals.markRefunded(row.id, now);
      if (!refund) return false;
      await trx.wallets.post({
        accountId: refund.accountId,
        walletId: WALLET_IDS.MAIN,
        amountMinor: refund.refundedMinor,
        kind: 'withdrawal_release',
        reference: refund.withdrawalNo,
        now,
      });
      return true;
    });
  }

  // --- the clock's side ---------------------------------------------------------------------

  /** Paid withdrawals unconfirmed after their confirmBy count as received (auto_received). */
  async autoReceive(repos: TenantRepositories, now: number): Promise<number> {
    let done = 0;
    for (const row of await repos.withdrawals.unconfirmedDue(now, 500)) {
      if (
        await repos.withdrawals.transition(
          row.id,
          ['paid'],
          'auto_received',
          { confirmed_at: now, received_minor: row.amount_minor },
          now,
        )
      )
        done += 1;
    }
    return done;
  }

  /** Demo mode: approve requests and pay approvals `delayMs` after their previous step. */
  async demoAdvance(tenant: Tenant, repos: TenantRepositories, now: number, delayMs: number): Promise<number> {
    let done = 0;
    for (const row of await repos.withdrawals.inStateSince('approved', 'decided_at', now - delayMs, 100)) {
      await this.markPaid(tenant, repos, row.withdrawal_no, SYSTEM_ACTOR).then(
        () => (done += 1),
        () => undefined,
      );
    }
    for (const row of await repos.withdrawals.inStateSince('requested', 'requested_at', now - delayMs, 100)) {
      await this.approve(repos, row.withdrawal_no, SYSTEM_ACTOR).then(
        () => (done += 1),
        () => undefined,
      );
    }
    return done;
  }
}
