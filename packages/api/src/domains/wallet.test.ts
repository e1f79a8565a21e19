// The wallet and records endpoints against a recorded fetch: the binary body of a proof upload,
// and the tags that make every money event refetch the balance and the lists it changes.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordedStore } from '../testing';
import { memberApi } from './member';
import { recordsApi } from './records';
import { walletApi } from './wallet';

const BALANCE = { sumBalance: 10, currency: 'USD', currencySymbol: '$', balance: [] };
const order = (orderNo: string, status: string) => ({
  orderNo,
  methodCode: 'DEMO_BANK',
  amount: 50,
  currency: 'USD',
  status,
  createdAt: 1,
  paidAt: status === 'paid' ? 2 : null,
});
const payee = {
  payeeId: 1,
  kind: 'bank',
  providerName: 'Demo Bank',
  accountName: 'Mem Ber',
  accountNumber: '****1234',
  boundAt: 1,
};
const withdrawal = {
  withdrawalNo: 'W0000001',
  amount: 20,
  currency: 'USD',
  status: 'requested',
  payee,
  requestedAt: 1,
  decidedAt: null,
  paidAt: null,
  confirmBy: null,
  confirmedAt: null,
  receivedAmount: null,
  remark: null,
  proofCount: 0,
};
const page = { pageNo: 1, pageSize: 20, totalPages: 1, total: 1 };
const reward = {
  rewardId: 3,
  title: 'Welcome',
  amount: 5,
  status: 'claimed',
  grantedAt: 1,
  expiresAt: null,
  claimedAt: 2,
};

const setUp = recordedStore;

/** Lets the middleware run the refetches an invalidation starts. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('wallet endpoints', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('uploads a proof image as the body with its own type and the withdrawal number in the query string', async () => {
    const { store, requests } = setUp({ '/wps/v2/withdrawals/proofs': { proofId: 7, type: 'image/png', size: 4 } });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'proof.png', { type: 'image/png' });
    const value = await store
      .dispatch(walletApi.endpoints.uploadWithdrawalProof.initiate({ withdrawalNo: 'W0000001', file }))
      .unwrap();
    expect(value).toEqual({ proofId: 7, type: 'image/png', size: 4 });
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.url.pathname).toBe('/wps/v2/withdrawals/proofs');
    expect(request!.url.searchParams.get('withdrawalNo')).toBe('W0000001');
    expect(request!.headers.get('Content-Type')).toBe('image/png');
    expect(request!.headers.get('Authorization')).toBe('tok-1');
    expect(request!.body).toBe(file);
  });

  it('refetches the balance, the withdrawals and the settings after a withdrawal request', async () => {
    const { store, count } = setUp({
      '/wps/v2/wallets/balance': BALANCE,
      '/wps/v2/withdrawals': () => ({ list: [withdrawal], ...page }),
    });
    const balance = store.dispatch(memberApi.endpoints.getBalance.initiate());
    const list = store.dispatch(walletApi.endpoints.getWithdrawals.initiate({ startTime: 0, endTime: 10 }));
    await Promise.all([balance, list]);
    expect(count('/wps/v2/wallets/balance')).toBe(1);
    await store.dispatch(
      walletApi.endpoints.requestWithdrawal.initiate({
        payeeId: 1,
        amount: '20',
        password: 'secret12',
        requestId: 'req-00000001',
      }),
    );
    await settle();
    expect(count('/wps/v2/wallets/balance')).toBe(2);
    // one GET before, one POST, one GET after
    expect(count('/wps/v2/withdrawals')).toBe(3);
    balance.unsubscribe();
    list.unsubscribe();
  });

  it('refetches the balance when a deposit order it listed unpaid turns paid, and not on the first answer', async () => {
    let status = 'pending';
    const { store, count } = setUp({
      '/wps/v2/wallets/balance': BALANCE,
      '/wps/v2/payments/deposits': () => ({ list: [order('D0000001', status), order('D0000000', 'paid')], ...page }),
    });
    const balance = store.dispatch(memberApi.endpoints.getBalance.initiate());
    const orders = store.dispatch(walletApi.endpoints.getDepositOrders.initiate({ startTime: 0, endTime: 10 }));
    await Promise.all([balance, orders]);
    await settle();
    expect(count('/wps/v2/wallets/balance')).toBe(1);

    await orders.refetch();
    await settle();
    expect(count('/wps/v2/wallets/balance')).toBe(1);

    status = 'paid';
    await orders.refetch();
    await settle();
    expect(count('/wps/v2/wallets/balance')).toBe(2);
    balance.unsubscribe();
    orders.unsubscribe();
  });

  it('refetches the balance and the wallets after a wallet transfer', async () => {
    const wallets = { isSingle: false, currency: 'USD', wallets: [{ accountTypeId: 1, code: 'MAIN', balance: 10 }] };
    const { store, count } = setUp({
      '/wps/v2/wallets/balance': BALANCE,
      '/wps/relay/GCS_merchantWallet': wallets,
      '/wps/relay/GCS_walletTransfer': wallets,
    });
    const balance = store.dispatch(memberApi.endpoints.getBalance.initiate());
    const list = store.dispatch(walletApi.endpoints.getMerchantWallet.initiate());
    await Promise.all([balance, list]);
    await store.dispatch(
      walletApi.endpoints.walletTransfer.initiate({
        fromWallet: 1,
        toWallet: 2,
        amount: '5',
        requestId: 'req-00000002',
      }),
    );
    await settle();
    expect(count('/wps/v2/wallets/balance')).toBe(2);
    expect(count('/wps/relay/GCS_merchantWallet')).toBe(2);
    balance.unsubscribe();
    list.unsubscribe();
  });
});

describe('records endpoints', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('refetches the balance, the rewards and the account record after a reward is claimed', async () => {
    const { store, count } = setUp({
      '/wps/v2/wallets/balance': BALANCE,
      '/wps/v2/rewards': { list: [reward], ...page, availableCount: 0 },
      '/wps/v2/rewards/claim': { reward, balance: 15 },
      '/wps/relay/ODSFE2_MemTransDet': { list: [], ...page, total: 0 },
    });
    const subscriptions = [
      store.dispatch(memberApi.endpoints.getBalance.initiate()),
      store.dispatch(recordsApi.endpoints.getRewards.initiate()),
      store.dispatch(recordsApi.endpoints.getTransactions.initiate({ startTime: 0, endTime: 10 })),
    ];
    await Promise.all(subscriptions);
    await store.dispatch(recordsApi.endpoints.claimReward.initiate({ rewardId: 3 }));
    await settle();
    expect(count('/wps/v2/wallets/balance')).toBe(2);
    expect(count('/wps/v2/rewards')).toBe(2);
    expect(count('/wps/relay/ODSFE2_MemTransDet')).toBe(2);
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  });

  it('refetches the unread count after messages are read', async () => {
    const { store, count } = setUp({
      '/wps/relay/EMFE_getInboxUnreadCount': { unReadCount: 2 },
      '/wps/v2/messages/read': null,
    });
    const unread = store.dispatch(recordsApi.endpoints.getUnreadCount.initiate());
    await unread;
    await store.dispatch(recordsApi.endpoints.readMessages.initiate({ messageIds: [1] }));
    await settle();
    expect(count('/wps/relay/EMFE_getInboxUnreadCount')).toBe(2);
    unread.unsubscribe();
  });
});
