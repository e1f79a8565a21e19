// depositv2 with mocked answers: the methods and the form, a refused order, the order paid.
import { BALANCE, depositOrder, METHODS, PAGE } from '../../test/render-data';
import { pageStory, type StoryAnswers } from '../../test/story-frame';
import { DepositPage } from './deposit-page';

const base: StoryAnswers = {
  '/wps/v2/payments/methods': METHODS,
  '/wps/v2/wallets/balance': BALANCE,
  '/wps/v2/payments/deposits': {
    value: {
      list: [depositOrder('D20261124A1', 100, 'paid'), depositOrder('D20261123B7', 50, 'expired')],
      ...PAGE,
      total: 2,
    },
  },
  '/wps/v2/payments/deposit': { value: { order: depositOrder('D20261124C3', 200, 'pending'), payUrl: 'about:blank' } },
};

export default {
  title: 'Member centre/Deposit',
  component: DepositPage,
};

export const Default = pageStory(<DepositPage />, base, { shows: 'Continue to payment' });

export const Playground = pageStory(<DepositPage />, base, { shows: 'Continue to payment' });

export const RefusedByThePlatform = pageStory(
  <DepositPage />,
  {
    ...base,
    '/wps/v2/payments/deposit': { errorCode: 'amount_above_maximum', value: { max: 40000 }, message: '' },
  },
  { shows: 'Continue to payment' },
);

export const NoMethods = pageStory(
  <DepositPage />,
  {
    ...base,
    '/wps/v2/payments/methods': { value: { currency: 'USD', currencySymbol: '$', methods: [] } },
  },
  { shows: 'No payment method is available at the moment.' },
);
