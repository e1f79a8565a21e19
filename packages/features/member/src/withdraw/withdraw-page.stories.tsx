// withdraw with mocked answers: the request form and the list (a paid withdrawal to confirm), a
// member without a payee, a tenant asking for a payment password, a wrong password.
import { BALANCE, PAGE, withdrawal, withdrawSettings } from '../../test/render-data';
import { pageStory, type StoryAnswers } from '../../test/story-frame';
import { WithdrawPage } from './withdraw-page';

const list = {
  value: {
    list: [
      withdrawal('W20261124B2', 200, 'paid', { paidAt: Date.now() - 60_000, confirmBy: Date.now() + 3_540_000 }),
      withdrawal('W20261123A1', 80, 'partial', { receivedAmount: 50 }),
      withdrawal('W20261122Z9', 40, 'rejected', { remark: 'Account name does not match' }),
    ],
    ...PAGE,
    total: 3,
  },
};

const base: StoryAnswers = {
  '/wps/v2/wallets/balance': BALANCE,
  '/wps/v2/withdrawals/settings': withdrawSettings(),
  '/wps/v2/withdrawals': (_url, init) =>
    init?.method === 'POST' ? { value: withdrawal('W20261124C3', 100, 'requested') } : list,
  '/wps/v2/withdrawals/proofs': { value: { proofId: 1, type: 'image/png', size: 1000 } },
  '/wps/v2/withdrawals/confirm': { value: withdrawal('W20261124B2', 200, 'received') },
};

export default {
  title: 'Member centre/Withdraw',
  component: WithdrawPage,
};

export const Default = pageStory(<WithdrawPage />, base, { shows: 'Paid: please confirm' });

export const Playground = pageStory(<WithdrawPage />, base, { shows: 'Request withdrawal' });

export const NoPayeeYet = pageStory(
  <WithdrawPage />,
  {
    ...base,
    '/wps/v2/withdrawals/settings': withdrawSettings({ payees: [], payeeKinds: ['bank', 'ewallet'] }),
  },
  { shows: 'Save payee' },
);

export const NeedsPaymentPassword = pageStory(
  <WithdrawPage />,
  { ...base, '/wps/v2/withdrawals/settings': withdrawSettings({ hasPaymentPassword: false }) },
  { shows: 'Set payment password' },
);

export const WrongPassword = pageStory(
  <WithdrawPage />,
  {
    ...base,
    '/wps/v2/withdrawals': (_url, init) =>
      init?.method === 'POST' ? { errorCode: 'payment_password_error', message: '' } : list,
  },
  { shows: 'Request withdrawal' },
);
