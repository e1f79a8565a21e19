// Money routes: deposits, withdrawals, transfers. One registerEndpoint line per call;
// the rules are in services/money. Trial accounts play with play money: every money call but the
// merchant wallet (the balances the lobby shows) refuses them.
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/app/endpoint-route';

export default async function moneyRoutes(app: FastifyInstance) {
  const { deposits, withdrawals, transfers, moneyPasswords, config } = app.platform;
  const money = { refuseTrial: true, tags: ['money'] };
  // Calls that move money stop while the tenant is in maintenance.
  const moves = { ...money, moneyCall: true };
  // Calls confirmed by a password are limited like logins (besides the wrong-password lock).
  const guarded = { ...money, rateLimit: config.rateLimits.login };
  const guardedMoves = { ...guarded, moneyCall: true };

  registerEndpoint(app, 'getDepositMethods', ({ tenant }) => deposits.methodsOf(tenant), money);
  registerEndpoint(
    app,
    'createDeposit',
    ({ tenant, repos, account, payload, language }) => deposits.create(tenant, repos, account, payload, language),
    moves,
  );
  registerEndpoint(
    app,
    'getDepositOrders',
    ({ repos, account, payload }) => deposits.orders(repos, account, payload),
    money,
  );

  registerEndpoint(
    app,
    'getWithdrawSettings',
    ({ tenant, repos, account }) => withdrawals.settings(tenant, repos, account),
    money,
  );
  registerEndpoint(
    app,
    'bindPayee',
    ({ tenant, repos, account, payload }) => withdrawals.bindPayee(tenant, repos, account, payload),
    money,
  );
  registerEndpoint(
    app,
    'setPaymentPassword',
    async ({ repos, account, payload }) => {
      await moneyPasswords.set(repos, account, payload);
      return null;
    },
    guarded,
  );
  registerEndpoint(
    app,
    'requestWithdrawal',
    ({ tenant, repos, account, payload }) => withdrawals.request(tenant, repos, account, payload),
    guardedMoves,
  );
  registerEndpoint(
    app,
    'getWithdrawals',
    ({ repos, account, payload }) => withdrawals.list(repos, account, payload),
    money,
  );
  registerEndpoint(
    app,
    'uploadWithdrawalProof',
    ({ repos, account, payload, bytes }) =>
      withdrawals.uploadProof(repos, account, payload.withdrawalNo, bytes ?? Buffer.alloc(0)),
    money,
  );
  registerEndpoint(
    app,
    'confirmWithdrawal',
    ({ repos, account, payload }) => withdrawals.confirm(repos, account, payload),
    money,
  );

  registerEndpoint(
    app,
    'getMerchantWallet',
    ({ tenant, repos, account }) => transfers.merchantWallet(tenant, repos, account),
    { tags: ['money'] },
  );
  registerEndpoint(
    app,
    'walletTransfer',
    ({ tenant, repos, account, payload }) => transfers.walletTransfer(tenant, repos, account, payload),
    moves,
  );
  registerEndpoint(
    app,
    'getDownlines',
    ({ repos, account, payload }) => transfers.downlines(repos, account, payload),
    money,
  );
  registerEndpoint(
    app,
    'transferToDownline',
    ({ tenant, repos, account, payload }) => transfers.toDownline(tenant, repos, account, payload),
    guardedMoves,
  );
  registerEndpoint(
    app,
    'transferToUpline',
    ({ tenant, repos, account, payload }) => transfers.toUpline(tenant, repos, account, payload),
    guardedMoves,
  );
}
