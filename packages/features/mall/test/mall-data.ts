// The platform's answers the mall tests share (shapes of @portal/contracts' points.ts and wallet.ts).
import type { PointRedeem, PointReward } from '@portal/contracts';
import type { Answers } from '@portal/api/testing';

export const PATHS = {
  balance: '/wps/relay/MCS2_getPointBalance',
  config: '/wps/relay/MCS2_getPointConfig',
  rewards: '/wps/relay/MCS2_getPointReward',
  redeem: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  redeems: '/wps/relay/MCS2_getRedeemPointList',
  details: '/wps/relay/ODSFE2_MemTransDet/points',
  convert: '/wps/relay/passwordCheck/MCS2_convertPoint',
  withdrawSettings: '/wps/v2/withdrawals/settings',
  wallet: '/wps/v2/wallets/balance',
} as const;

export const PAGE = { pageNo: 1, pageSize: 20, totalPages: 1, total: 1 };

export const CONFIG = {
  currency: 'USD',
  betRatio: { live: 1, lottery: 1, pvp: 1, slots: 2, sports: 1 },
  depositRatio: 0.5,
  convertRate: 0.01,
  convertMinPoints: 100,
  expires: false,
};

export function reward(extra: Partial<PointReward> = {}): PointReward {
  return {
    rewardId: 'mug',
    kind: 'goods',
    title: 'Brand mug',
    points: 200,
    amountRequirement: 0,
    bonusAmount: null,
    redeemedQuantity: 0,
    availableQuantity: 5,
    ...extra,
  };
}

export function redeem(extra: Partial<PointRedeem> = {}): PointRedeem {
  return {
    redeemNo: 'R20261126A1',
    rewardId: 'mug',
    kind: 'goods',
    title: 'Brand mug',
    quantity: 2,
    points: 400,
    bonusAmount: null,
    status: 'in_process',
    appliedAt: 1_795_000_000_000,
    decidedAt: null,
    remark: null,
    receiverName: 'Ann Member',
    address: '1 Main Street, Hanoi',
    mobile: '+84 900 000 001',
    ...extra,
  };
}

/** The reads every screen makes, with `points` as the member's balance (a function: read anew each call). */
export function mallReads(points: () => number, extra: Answers = {}): Answers {
  return {
    [PATHS.balance]: () => ({ value: { points: points() } }),
    [PATHS.config]: { value: CONFIG },
    [PATHS.wallet]: {
      value: {
        sumBalance: 500,
        currency: 'USD',
        currencySymbol: '$',
        balance: [{ accountTypeId: 1, availBalance: 500 }],
      },
    },
    [PATHS.withdrawSettings]: {
      value: {
        currency: 'USD',
        currencySymbol: '$',
        minAmount: 20,
        maxAmount: 20000,
        dailyLimit: 50000,
        dailyRemaining: 50000,
        withdrawable: 500,
        payees: [],
        payeeKinds: ['bank'],
        confirmWith: 'payment',
        hasPaymentPassword: true,
        confirmMinutes: 60,
      },
    },
    [PATHS.redeems]: { value: { list: [], ...PAGE, total: 0 } },
    [PATHS.details]: { value: { list: [], ...PAGE, total: 0 } },
    ...extra,
  };
}
