// Transfers (spec §3 merchant wallet, §6): between the main wallet and the tenant's game wallets
// (FUNDTRANS3), from an agent to one of its direct downlines, and from a member to its upline.
// Each is one transaction: the transfer row (its request id unique per sender, so a retry finds
// it) and two ledger rows. Both wallets are locked in the ledger's lock order (ascending account
// id, wallet id: wallets.postMany) before either changes, so two opposite transfers at once wait
// for each other instead of deadlocking.
import {
  WALLET_IDS,
  isAgentType,
  type DownlineTransferRequest,
  type EndpointPayload,
  type EndpointValue,
  type MemberTransferValue,
  type MerchantWalletValue,
  type UplineTransferRequest,
  type WalletTransferRequest,
} from '@portal/contracts';
import { isUniqueViolation } from '../../db/connect';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { maskUsername } from '../../lib/masks';
import type { Clock } from '../../lib/clock';
import { requestFingerprint, toMajor, toMinor } from '../../lib/money';
import type { TenantRepositories } from '../../repositories/index';
import { InsufficientBalanceError } from '../../repositories/wallets';
import type { Tenant } from '../platform/tenant-service';
import { newMoneyNo } from './money-helpers';
import { pageFields } from '../member-centre/record-pages';
import type { MoneyPasswords } from './money-password';

export class TransferService {
  constructor(
    private readonly clock: Clock,
    private readonly passwords: MoneyPasswords,
  ) {}

  /** The main wallet and the tenant's game wallets, by account type id. */
  private walletCodes(tenant: Tenant): Map<number, string> {
    return new Map([
      [WALLET_IDS.MAIN as number, 'MAIN'],
      ...tenant.config.wallet.gameWallets.map((w): [number, string] => [w.accountTypeId, w.code]),
    ]);
  }

  /** The member's wallets (game wallets opened on first sight). */
  async merchantWallet(tenant: Tenant, repos: TenantRepositories, account: AccountRow): Promise<MerchantWalletValue> {
    const codes = this.walletCodes(tenant);
    const now = this.clock.now();
    for (const walletId of codes.keys())
      await repos.wallets.open(account.id, walletId, tenant.config.currency.code, now);
    const balances = new Map((await repos.wallets.balances(account.id)).map((b) => [b.walletId, b.balanceMinor]));
    return {
      isSingle: tenant.config.wallet.gameWallets.length === 0,
      currency: tenant.config.currency.code,
      wallets: [...codes].map(([accountTypeId, code]) => ({
        accountTypeId,
        code,
        balance: toMajor(balances.get(accountTypeId) ?? 0),
      })),
    };
  }

  private amountWithinLimits(tenant: Tenant, amount: string): number {
    const limits = tenant.config.wallet.transfer;
    const amountMinor = toMinor(amount);
    if (amountMinor < toMinor(limits.minAmount)) throw new AppError('amount_below_minimum', { min: limits.minAmount });
    if (amountMinor > toMinor(limits.maxAmount)) throw new AppError('amount_above_maximum', { max: limits.maxAmount });
    return amountMinor;
  }

  /** A retry of a request id answers its transfer; the same id for another transfer is refused. */
  private async replayed(repos: TenantRepositories, account: AccountRow, requestId: string, hash: string) {
    const existing = await repos.transfers.byRequest(account.id, requestId);
    if (existing && existing.request_hash !== hash) throw new AppError('request_id_conflict');
    return existing;
  }

  async walletTransfer(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    payload: WalletTransferRequest,
  ): Promise<MerchantWalletValue> {
    const codes = this.walletCodes(tenant);
    if (!codes.has(payload.fromWallet) || !codes.has(payload.toWallet) || payload.fromWallet === payload.toWallet) {
      throw new AppError('wallet_not_found', { fromWallet: payload.fromWallet, toWallet: payload.toWallet });
    }
    const amountMinor = this.amountWithinLimits(tenant, payload.amount);
    const hash = requestFingerprint(['wallet', payload.fromWallet, payload.toWallet, amountMinor]);
    if (!(await this.replayed(repos, account, payload.requestId, hash))) {
      const now = this.clock.now();
      const transferNo = newMoneyNo('T', now);
      try {
        await repos.transaction(async (trx) => {
          await trx.transfers.insert({
            transferNo,
            kind: 'wallet',
            accountId: account.id,
            counterpartyId: null,
            fromWallet: payload.fromWallet,
            toWallet: payload.toWallet,
            amountMinor,
            requestId: payload.requestId,
            requestHash: hash,
            now,
          });
          for (const walletId of [payload.fromWallet, payload.toWallet])
            await trx.wallets.open(account.id, walletId, tenant.config.currency.code, now);
          // Both wallets locked in the lock order first: main → game and game → main at once queue.
          await trx.wallets.postMany([
            {
              accountId: account.id,
              walletId: payload.fromWallet,
              amountMinor: -amountMinor,
              kind: 'wallet_transfer_out',
              reference: transferNo,
              now,
            },
            {
              accountId: account.id,
              walletId: payload.toWallet,
              amountMinor,
              kind: 'wallet_transfer_in',
              reference: transferNo,
              now,
            },
          ]);
        });
      } catch (error) {
        if (error instanceof InsufficientBalanceError)
          throw new AppError('insufficient_balance', { amount: toMajor(amountMinor) });
        // The same request twice at once: the other one moved the money.
        if (!(isUniqueViolation(error) && (await this.replayed(repos, account, payload.requestId, hash)))) throw error;
      }
    }
    return this.merchantWallet(tenant, repos, account);
  }

  async downlines(
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getDownlines'>,
  ): Promise<EndpointValue<'getDownlines'>> {
    if (!isAgentType(account.type)) throw new AppError('account_type_refused');
    const { rows, total } = await repos.transfers.downlines(account.id, {
      username: payload.username,
      offset: (payload.pageNo - 1) * payload.pageSize,
      limit: payload.pageSize,
    });
    return {
      list: rows.map((r) => ({ username: r.username, nickname: r.nickname, type: r.type, joinedAt: r.created_at })),
      ...pageFields(payload, total),
    };
  }

  async toDownline(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    payload: DownlineTransferRequest,
  ): Promise<MemberTransferValue> {
    if (!isAgentType(account.type)) throw new AppError('account_type_refused');
    const target = await repos.accounts.findByUsername(payload.username);
    if (!target || target.id === account.id || target.upline_id !== account.id)
      throw new AppError('transfer_target_invalid');
    return this.between(tenant, repos, account, target, 'downline', payload, target.username);
  }

  async toUpline(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    payload: UplineTransferRequest,
  ): Promise<MemberTransferValue> {
    const upline = account.upline_id === null ? undefined : await repos.accounts.findById(account.upline_id);
    if (!upline || upline.id === account.id) throw new AppError('transfer_target_invalid');
    return this.between(tenant, repos, account, upline, 'upline', payload, maskUsername(upline.username));
  }

  /** Main wallet to main wallet between two accounts of the tenant, confirmed by the sender's password. */
  private async between(
    tenant: Tenant,
    repos: TenantRepositories,
    sender: AccountRow,
    receiver: AccountRow,
    kind: 'downline' | 'upline',
    payload: { amount: string; password: string; requestId: string },
    counterparty: string,
  ): Promise<MemberTransferValue> {
    const amountMinor = toMinor(payload.amount);
    const hash = requestFingerprint([kind, receiver.id, amountMinor]);
    const answer = async (transferNo: string): Promise<MemberTransferValue> => {
      const main =
        (await repos.wallets.balances(sender.id)).find((b) => b.walletId === WALLET_IDS.MAIN)?.balanceMinor ?? 0;
      return { transferNo, amount: toMajor(amountMinor), counterparty, balance: toMajor(main) };
    };
    // A repeated request id is answered before anything is checked again (the password included):
    // a retry is not a guess.
    const replay = async (): Promise<MemberTransferValue | undefined> => {
      const earlier = await this.replayed(repos, sender, payload.requestId, hash);
      return earlier ? answer(earlier.transfer_no) : undefined;
    };
    const earlier = await replay();
    if (earlier) return earlier;
    this.amountWithinLimits(tenant, payload.amount);
    const meanwhile = await this.passwords.confirm(tenant, repos, sender, payload.password, replay);
    if (meanwhile) return meanwhile;

    const now = this.clock.now();
    const transferNo = newMoneyNo('T', now);
    const currency = tenant.config.currency.code;
    const legs = [
      { accountId: sender.id, amountMinor: -amountMinor, kind: 'transfer_out' as const },
      { accountId: receiver.id, amountMinor, kind: 'transfer_in' as const },
    ];
    try {
      await repos.transaction(async (trx) => {
        await trx.transfers.insert({
          transferNo,
          kind,
          accountId: sender.id,
          counterpartyId: receiver.id,
          fromWallet: WALLET_IDS.MAIN,
          toWallet: WALLET_IDS.MAIN,
          amountMinor,
          requestId: payload.requestId,
          requestHash: hash,
          now,
        });
        for (const leg of legs) await trx.wallets.open(leg.accountId, WALLET_IDS.MAIN, currency, now);
        // The two wallets locked in the lock order (by account id) first, so opposite transfers queue.
        await trx.wallets.postMany(
          legs.map((leg) => ({ ...leg, walletId: WALLET_IDS.MAIN, reference: transferNo, now })),
        );
      });
    } catch (error) {
      if (error instanceof InsufficientBalanceError)
        throw new AppError('insufficient_balance', { amount: toMajor(amountMinor) });
      const other = isUniqueViolation(error) ? await this.replayed(repos, sender, payload.requestId, hash) : undefined;
      if (!other) throw error;
      return answer(other.transfer_no);
    }
    return answer(transferNo);
  }
}
