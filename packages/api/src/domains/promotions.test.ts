// The promotions endpoints against a recorded fetch: the application image's binary body, and the
// tags that make join, apply and claim read the member's activities (and a claim the balance) again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordedStore } from '../testing';
import { memberApi } from './member';
import { promotionsApi } from './promotions';

const BALANCE = { sumBalance: 10, currency: 'USD', currencySymbol: '$', balance: [] };
const activity = (state: string) => ({
  promotionId: 'lucky-raffle',
  state,
  progress: 1,
  turnover: 1,
  actedAt: null,
  decidedAt: null,
  decisionRemark: null,
  paidAmount: null,
  application: null,
});
const activities = { activities: [activity('available')], availablePromo: true, availablePromoCount: 1 };

/** Lets the middleware run the refetches an invalidation starts. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('promotions endpoints', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('uploads an application image as the body with its type and the promotion in the query string', async () => {
    const { store, requests } = recordedStore({
      '/wps/v2/activity/images': { imageId: 4, type: 'image/png', size: 4 },
    });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'proof.png', { type: 'image/png' });
    const value = await store
      .dispatch(promotionsApi.endpoints.uploadActivityImage.initiate({ promotionId: 'deposit-apply', file }))
      .unwrap();
    expect(value).toEqual({ imageId: 4, type: 'image/png', size: 4 });
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.url.searchParams.get('promotionId')).toBe('deposit-apply');
    expect(request!.headers.get('Content-Type')).toBe('image/png');
    expect(request!.body).toBe(file);
  });

  it('reads the activities and the balance (its availablePromoCount) again after a join, an application and a claim', async () => {
    const { store, count } = recordedStore({
      '/wps/v2/wallets/balance': BALANCE,
      '/wps/relay/MCSFE_getMyActivities': activities,
      '/wps/relay/MCS2_joinPromotion': activity('in_process'),
      '/wps/relay/MCS2_applyActivity': activity('applying'),
      '/wps/relay/MCS2_claimRafflePromotion': { activity: activity('claimed'), prizeAmount: 8, firstClaim: true },
    });
    const balance = store.dispatch(memberApi.endpoints.getBalance.initiate());
    const mine = store.dispatch(promotionsApi.endpoints.getMyActivities.initiate());
    await Promise.all([balance, mine]);
    await store.dispatch(promotionsApi.endpoints.joinPromotion.initiate({ promotionId: 'welcome-bonus' }));
    await settle();
    expect(count('/wps/relay/MCSFE_getMyActivities')).toBe(2);
    await store.dispatch(
      promotionsApi.endpoints.applyActivity.initiate({ promotionId: 'deposit-apply', remark: 'hi', imageIds: [] }),
    );
    await settle();
    expect(count('/wps/relay/MCSFE_getMyActivities')).toBe(3);
    // The balance carries availablePromoCount (the side menu's badge).
    expect(count('/wps/v2/wallets/balance')).toBe(3);
    await store.dispatch(promotionsApi.endpoints.claimRafflePromotion.initiate({ promotionId: 'lucky-raffle' }));
    await settle();
    expect(count('/wps/relay/MCSFE_getMyActivities')).toBe(4);
    expect(count('/wps/v2/wallets/balance')).toBe(4);
    balance.unsubscribe();
    mine.unsubscribe();
  });
});
