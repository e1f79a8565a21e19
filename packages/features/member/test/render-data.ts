// The platform's answers the member tests and stories share (shapes of @portal/contracts' wallet.ts).

export const PAGE = { pageNo: 1, pageSize: 10, totalPages: 1, total: 1 };
export const BALANCE = {
  value: { sumBalance: 500, currency: 'USD', currencySymbol: '$', balance: [{ accountTypeId: 1, availBalance: 500 }] },
};

export const METHODS = {
  value: {
    currency: 'USD',
    currencySymbol: '$',
    methods: [
      { methodCode: 'DEMO_BANK', kind: 'bank', nameKey: 'payments.demoBank', minAmount: 10, maxAmount: 50000 },
      { methodCode: 'DEMO_EWALLET', kind: 'ewallet', nameKey: 'payments.demoEwallet', minAmount: 5, maxAmount: 5000 },
    ],
  },
};

export function depositOrder(orderNo: string, amount: number, status: 'pending' | 'paid' | 'failed' | 'expired') {
  return {
    orderNo,
    methodCode: 'DEMO_BANK',
    amount,
    currency: 'USD',
    status,
    createdAt: 1_795_000_000_000,
    paidAt: status === 'paid' ? 1_795_000_060_000 : null,
  };
}

export const PAYEE = {
  payeeId: 4,
  kind: 'bank',
  providerName: 'Demo Bank',
  accountName: 'Ann Member',
  accountNumber: '****6789',
  boundAt: 1_795_000_000_000,
};

export function withdrawSettings(extra: Record<string, unknown> = {}) {
  return {
    value: {
      currency: 'USD',
      currencySymbol: '$',
      minAmount: 20,
      maxAmount: 20000,
      dailyLimit: 50000,
      dailyRemaining: 50000,
      withdrawable: 500,
      payees: [PAYEE],
      payeeKinds: ['bank', 'ewallet'],
      confirmWith: 'payment',
      hasPaymentPassword: true,
      authenticatorRequired: false,
      confirmMinutes: 60,
      ...extra,
    },
  };
}

export function withdrawal(withdrawalNo: string, amount: number, status: string, extra: Record<string, unknown> = {}) {
  return {
    withdrawalNo,
    amount,
    currency: 'USD',
    status,
    payee: PAYEE,
    requestedAt: 1_795_000_000_000,
    decidedAt: null,
    paidAt: null,
    confirmBy: null,
    confirmedAt: null,
    receivedAmount: null,
    remark: null,
    proofCount: 0,
    ...extra,
  };
}

export const WALLETS = {
  value: {
    isSingle: false,
    currency: 'USD',
    wallets: [
      { accountTypeId: 1, code: 'MAIN', balance: 500 },
      { accountTypeId: 11, code: 'LIVE', balance: 0 },
      { accountTypeId: 12, code: 'SPORTS', balance: 25 },
    ],
  },
};
