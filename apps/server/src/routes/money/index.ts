// Money routes (issue 11): deposits, withdrawals, transfers. One registerEndpoint line per call;
// the rules are in services/money. Trial accounts play with play money: every money call but the
// merchant wallet (the balances the lobby shows) refuses them.
import type { FastifyInstance } from 'fastify';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { registerEndpoint } from '../../plugins/app/endpoint-route';
import type { AuthenticatedSession } from '../../services/accounts/session-service';

/** The account of a token call (the route's token flag has authenticated it; this keeps the type honest). */
function member(auth: AuthenticatedSession | null): AccountRow {
  if (!auth) throw new AppError('login.not.session');
  return auth.account;
}

export default async function moneyRoutes(app: FastifyInstance) {
  const { deposits, withdrawals, transfers, moneyPasswords, config } = app.platform;
  const money = { refuseTrial: true, tags: ['money'] };
  // Calls confirmed by a password are limited like logins (besides the wrong-password lock).
  const guarded = { ...money, rateLimit: config.rateLimits.login };

  registerEndpoint(app, 'getDepositMethods', ({ tenant }) => deposits.methodsOf(tenant), money);
  registerEndpoint(app, 'createDeposit', ({ tenant, repos, auth, payload, language }) => deposits.create(tenant, repos, member(auth), payload, language), money);
  registerEndpoint(app, 'getDepositOrders', ({ repos, auth, payload }) => deposits.orders(repos, member(auth), payload), money);

  registerEndpoint(app, 'getWithdrawSettings', ({ tenant, repos, auth }) => withdrawals.settings(tenant, repos, member(auth)), money);
  registerEndpoint(app, 'bindPayee', ({ tenant, repos, auth, payload }) => withdrawals.bindPayee(tenant, repos, member(auth), payload), money);
  registerEndpoint(app, 'setPaymentPassword', async ({ repos, auth, payload }) => {
    await moneyPasswords.set(repos, member(auth), payload);
    return null;
  }, guarded);
  registerEndpoint(app, 'requestWithdrawal', ({ tenant, repos, auth, payload }) => withdrawals.request(tenant, repos, member(auth), payload), guarded);
  registerEndpoint(app, 'getWithdrawals', ({ repos, auth, payload }) => withdrawals.list(repos, member(auth), payload), money);
  registerEndpoint(app, 'uploadWithdrawalProof', ({ repos, auth, payload, bytes }) => withdrawals.uploadProof(repos, member(auth), payload.withdrawalNo, bytes ?? Buffer.alloc(0)), money);
  registerEndpoint(app, 'confirmWithdrawal', ({ repos, auth, payload }) => withdrawals.confirm(repos, member(auth), payload), money);

  registerEndpoint(app, 'getMerchantWallet', ({ tenant, repos, auth }) => transfers.merchantWallet(tenant, repos, member(auth)), { tags: ['money'] });
  registerEndpoint(app, 'walletTransfer', ({ tenant, repos, auth, payload }) => transfers.walletTransfer(tenant, repos, member(auth), payload), money);
  registerEndpoint(app, 'getDownlines', ({ repos, auth, payload }) => transfers.downlines(repos, member(auth), payload), money);
  registerEndpoint(app, 'transferToDownline', ({ tenant, repos, auth, payload }) => transfers.toDownline(tenant, repos, member(auth), payload), guarded);
  registerEndpoint(app, 'transferToUpline', ({ tenant, repos, auth, payload }) => transfers.toUpline(tenant, repos, member(auth), payload), guarded);
}
