// The calls of wallet, deposits, withdrawals, transfers and payments: where each goes and how it travels (see endpoint-routes.ts).
import type { EndpointRoute } from '../endpoint-route';

export const WALLET_ROUTES = {
  getDepositMethods: { method: 'GET', path: '/wps/v2/payments/methods', token: true, encrypted: false, body: 'query' },
  createDeposit: { method: 'POST', path: '/wps/v2/payments/deposit', token: true, encrypted: false, body: 'json' },
  getDepositOrders: { method: 'GET', path: '/wps/v2/payments/deposits', token: true, encrypted: false, body: 'query' },
  getWithdrawSettings: {
    method: 'GET',
    path: '/wps/v2/withdrawals/settings',
    token: true,
    encrypted: false,
    body: 'query',
  },
  bindPayee: { method: 'POST', path: '/wps/v2/withdrawals/payees', token: true, encrypted: true, body: 'json' },
  setPaymentPassword: {
    method: 'POST',
    path: '/wps/member/payment-password',
    module: 'PAYMENTPASS3',
    token: true,
    encrypted: true,
    body: 'json',
  },
  requestWithdrawal: { method: 'POST', path: '/wps/v2/withdrawals', token: true, encrypted: true, body: 'json' },
  getWithdrawals: { method: 'GET', path: '/wps/v2/withdrawals', token: true, encrypted: false, body: 'query' },
  uploadWithdrawalProof: {
    method: 'POST',
    path: '/wps/v2/withdrawals/proofs',
    token: true,
    encrypted: false,
    body: 'binary',
  },
  confirmWithdrawal: {
    method: 'POST',
    path: '/wps/v2/withdrawals/confirm',
    token: true,
    encrypted: false,
    body: 'json',
  },
  getMerchantWallet: {
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    token: true,
    encrypted: false,
    body: 'query',
  },
  walletTransfer: {
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    module: 'FUNDTRANS3',
    token: true,
    encrypted: false,
    body: 'json',
  },
  getDownlines: { method: 'GET', path: '/wps/v2/transfers/downlines', token: true, encrypted: false, body: 'query' },
  transferToDownline: {
    method: 'POST',
    path: '/wps/v2/transfers/downline',
    token: true,
    encrypted: true,
    body: 'json',
  },
  transferToUpline: { method: 'POST', path: '/wps/v2/transfers/upline', token: true, encrypted: true, body: 'json' },
} as const satisfies Record<string, EndpointRoute>;
