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

// Responsible gaming (contracts' responsible-gaming.ts): the state the page reads.
export const RG_STATE_PATH = '/wps/relay/RGFE_getResponsibleGaming';
/** When the pending raise takes effect and the periods end: 2026-11-27 10:30 UTC. */
export const RG_EFFECTIVE_AT = Date.UTC(2026, 10, 27, 10, 30);

/** One limit (none unless `extra` sets it). */
export const rgLimit = (kind: 'deposit' | 'loss', period: 'daily' | 'weekly' | 'monthly', extra = {}) => ({
  kind,
  period,
  amount: null as number | null,
  pending: null as { amount: number | null; effectiveAt: number } | null,
  used: 0,
  remaining: null as number | null,
  periodEndsAt: RG_EFFECTIVE_AT,
  ...extra,
});

/** Every kind and period, none set. */
export const rgNoLimits = () =>
  (['deposit', 'loss'] as const).flatMap((kind) =>
    (['daily', 'weekly', 'monthly'] as const).map((period) => rgLimit(kind, period)),
  );

/** The state: a daily deposit limit of 100 (60 used) with a raise to 300 waiting for the cooling-off. */
export function rgState(extra: Record<string, unknown> = {}) {
  const limits = rgNoLimits();
  limits[0] = rgLimit('deposit', 'daily', {
    amount: 100,
    used: 60,
    remaining: 40,
    pending: { amount: 300, effectiveAt: RG_EFFECTIVE_AT },
  });
  return {
    value: {
      currency: 'USD',
      coolingOffHours: 24,
      limits,
      realityCheckMinutes: 0,
      timeOutUntil: null,
      selfExcludedUntil: null,
      ...extra,
    },
  };
}

/** The reality check's call: the figures since the login, on the platform's clock. */
export const REALITY_CHECK_PATH = '/wps/relay/RGFE_getRealityCheck';

/** The reality check's answer, read at the time of the call: `startedAgoMs` into the session. */
export function realityCheckAnswer(intervalMs: number, startedAgoMs: number) {
  return () => {
    const now = Date.now();
    return {
      value: {
        intervalMinutes: 15,
        intervalMs,
        sessionStartedAt: now - startedAgoMs,
        now,
        betCount: 3,
        bet: 30,
        win: 12.5,
        net: -17.5,
        currency: 'USD',
      },
    };
  };
}
