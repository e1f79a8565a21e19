// Deposits: the tenant's methods (each through a payment provider this platform has), orders
// opened idempotently per request id, and the providers' callbacks — believed only when signed by
// the order's provider and for the order's amount, and crediting the ledger once per order however
// many times they arrive (the state change pending → paid and the ledger row commit together, the
// change conditional on the state).
import {
  type CreateDepositRequest,
  type CreateDepositValue,
  type DepositMethodsValue,
  type DepositOrder,
  type EndpointPayload,
  type EndpointValue,
  isInhouseLanguage,
  type PaymentCallback,
  WALLET_IDS,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/connect';
import type { AccountRow, Database, DepositOrderRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { MINUTE, type Clock } from '../../lib/clock';
import { requestFingerprint, toMajor, toMinor } from '../../lib/money';
import { depositOrderMerchant, tenantRepositories, type TenantRepositories } from '../../repositories/index';
import type { Tenant } from '../platform/tenant-service';
import { newMoneyNo } from './money-helpers';
import { pageFields, pageWindow, recordRange } from '../member-centre/record-pages';
import type { PaymentProviders } from './payment-provider';
import type { ResponsibleGamingService } from '../responsible-gaming/responsible-gaming-service';

/** A pending order expires after this long (the provider's page no longer pays it). */
export const DEPOSIT_ORDER_TTL_MS = 30 * MINUTE;

export function depositView(row: DepositOrderRow): DepositOrder {
  return {
    orderNo: row.order_no,
    methodCode: row.method_code,
    amount: toMajor(row.amount_minor),
    currency: row.currency,
    status: row.status as DepositOrder['status'],
    createdAt: row.created_at,
    paidAt: row.paid_at === null ? null : row.paid_at,
  };
}

/** What a callback did: the outcome the provider is answered with. */
export interface CallbackResult {
  orderNo: string;
  status: DepositOrder['status'];
  /** False when the order was already in that state (a repeated callback). */
  changed: boolean;
}

/** Masks an order number and signature for the log: enough to find the order, not to replay it. */
function maskedCallback(body: Partial<PaymentCallback>) {
  return {
    orderNo: body.orderNo,
    amount: body.amount,
    status: body.status,
    paidAt: body.paidAt,
    signature: body.signature ? `${body.signature.slice(0, 6)}…` : undefined,
  };
}

export class DepositService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly providers: PaymentProviders,
    /** Responsible gaming: deposit limits, time-out and self-exclusion checked as an order opens. */
    private readonly responsibleGaming: ResponsibleGamingService,
  ) {}

  /** The tenant's methods whose provider this platform has (the demo provider only outside production). */
  private methods(tenant: Tenant) {
    return tenant.config.wallet.deposit.methods.filter((m) => this.providers.get(m.provider));
  }

  methodsOf(tenant: Tenant): DepositMethodsValue {
    return {
      currency: tenant.config.currency.code,
      currencySymbol: tenant.config.currency.symbol,
      methods: this.methods(tenant).map(({ methodCode, kind, nameKey, minAmount, maxAmount }) => ({
        methodCode,
        kind,
        nameKey,
        minAmount,
        maxAmount,
      })),
    };
  }

  async create(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    payload: CreateDepositRequest,
    language: string,
  ): Promise<CreateDepositValue> {
    const method = this.methods(tenant).find((m) => m.methodCode === payload.methodCode);
    if (!method) throw new AppError('payment_method_unknown', { methodCode: payload.methodCode });
    const provider = this.providers.get(method.provider)!;
    const amountMinor = toMinor(payload.amount);
    if (amountMinor < toMinor(method.minAmount)) throw new AppError('amount_below_minimum', { min: method.minAmount });
    if (amountMinor > toMinor(method.maxAmount)) throw new AppError('amount_above_maximum', { max: method.maxAmount });

    const hash = requestFingerprint(['deposit', method.methodCode, amountMinor]);
    const existing = await repos.deposits.byRequest(account.id, payload.requestId);
    if (existing) return this.replay(tenant, provider.name, existing, hash);

    const now = this.clock.now();
    const pageLanguage = isInhouseLanguage(language) ? language : 'EN';
    let order: DepositOrderRow;
    try {
      // Responsible gaming: the check and the order in one transaction, the member's deposit-limit
      // rows locked, so two orders at once cannot both fit in what one leaves.
      order = await repos.transaction(async (trx) => {
        await this.responsibleGaming.assertMayDeposit(tenant, trx, account, amountMinor);
        return trx.deposits.insert({
          orderNo: newMoneyNo('D', now),
          accountId: account.id,
          methodCode: method.methodCode,
          provider: provider.name,
          amountMinor,
          currency: tenant.config.currency.code,
          requestId: payload.requestId,
          requestHash: hash,
          language: pageLanguage,
          now,
          expiresAt: now + DEPOSIT_ORDER_TTL_MS,
        });
      });
    } catch (error) {
      // The same request twice at once: the other one's order won.
      const other = isUniqueViolation(error)
        ? await repos.deposits.byRequest(account.id, payload.requestId)
        : undefined;
      if (!other) throw error;
      return this.replay(tenant, provider.name, other, hash);
    }
    const { payUrl } = await provider.createPayment({
      merchantCode: tenant.merchantCode,
      orderNo: order.order_no,
      amountMinor,
      currency: order.currency,
      language: pageLanguage,
    });
    return { order: depositView(order), payUrl };
  }

  private async replay(
    tenant: Tenant,
    providerName: string,
    order: DepositOrderRow,
    hash: string,
  ): Promise<CreateDepositValue> {
    if (order.request_hash !== hash) throw new AppError('request_id_conflict');
    const provider = this.providers.get(order.provider) ?? this.providers.get(providerName)!;
    const { payUrl } = await provider.createPayment({
      merchantCode: tenant.merchantCode,
      orderNo: order.order_no,
      amountMinor: order.amount_minor,
      currency: order.currency,
      language: order.language,
    });
    return { order: depositView(order), payUrl };
  }

  async orders(
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getDepositOrders'>,
  ): Promise<EndpointValue<'getDepositOrders'>> {
    const { rows, total } = await repos.deposits.list(account.id, {
      ...recordRange(payload),
      status: payload.status,
      ...pageWindow(payload),
    });
    return { list: rows.map(depositView), ...pageFields(payload, total) };
  }

  /**
   * A provider's callback. Refused (changing nothing, logged with the signature masked): an unknown
   * order, an order of another provider, a bad signature, an amount other than the order's. A
   * `paid` callback credits the main wallet in the transaction that moves the order to paid, only
   * if this call moved it; a `failed` one marks a pending order failed.
   */
  async callback(providerName: string, body: PaymentCallback, log: FastifyBaseLogger): Promise<CallbackResult> {
    const refuse = (
      reason: string,
      code: 'money_order_not_found' | 'request_param_err' = 'request_param_err',
    ): never => {
      log.warn({ provider: providerName, callback: maskedCallback(body), reason }, 'payment callback refused');
      throw new AppError(code, { reason });
    };
    const provider = this.providers.get(providerName);
    if (!provider) return refuse('unknown provider', 'money_order_not_found');
    const merchantCode = await depositOrderMerchant(this.db, body.orderNo);
    if (!merchantCode) return refuse('unknown order', 'money_order_not_found');
    const repos = tenantRepositories(this.db, merchantCode);
    const order = (await repos.deposits.byOrderNo(body.orderNo))!;
    if (order.provider !== provider.name) return refuse('order of another provider', 'money_order_not_found');
    if (provider.verifyCallback(body) !== 'ok') return refuse('signature');
    if (toMinor(body.amount) !== order.amount_minor) return refuse('amount');

    const now = this.clock.now();
    if (body.status === 'failed') {
      const changed = await repos.deposits.markFailed(order.id, body.providerReference, now);
      const after = changed
        ? 'failed'
        : ((await repos.deposits.byOrderNo(order.order_no))!.status as DepositOrder['status']);
      return { orderNo: order.order_no, status: after, changed };
    }
    const changed = await repos.transaction(async (trx) => {
      if (!(await trx.deposits.markPaid(order.id, body.paidAt, body.providerReference, now))) return false;
      await trx.wallets.open(order.account_id, WALLET_IDS.MAIN, order.currency, now);
      await trx.wallets.post({
        accountId: order.account_id,
        walletId: WALLET_IDS.MAIN,
        amountMinor: order.amount_minor,
        kind: 'deposit',
        reference: order.order_no,
        now,
      });
      return true;
    });
    if (changed) log.info({ orderNo: order.order_no, merchantCode }, 'deposit credited');
    const status = changed
      ? 'paid'
      : ((await repos.deposits.byOrderNo(order.order_no))!.status as DepositOrder['status']);
    // Money the gateway says it took for an order already failed: not credited, for a person to look at.
    if (status === 'failed')
      log.warn(
        { provider: providerName, callback: maskedCallback(body), merchantCode },
        'paid callback for a failed deposit order: not credited',
      );
    return { orderNo: order.order_no, status, changed };
  }

  /** Pending orders past their expiry → expired (the money jobs' tick); how many. */
  expireDue(repos: TenantRepositories, now: number): Promise<number> {
    return repos.deposits.expireDue(now);
  }

  /** The order a demo page shows (found by number across tenants), or undefined. */
  async orderForPage(orderNo: string): Promise<{ order: DepositOrderRow; merchantCode: string } | undefined> {
    const merchantCode = await depositOrderMerchant(this.db, orderNo);
    if (!merchantCode) return undefined;
    const order = await tenantRepositories(this.db, merchantCode).deposits.byOrderNo(orderNo);
    return order && { order, merchantCode };
  }
}
