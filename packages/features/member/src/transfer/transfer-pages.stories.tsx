// transferFund and transferUpline with mocked answers: wallets and a transfer, a single-wallet
// tenant, an agent sending to a downline, a member sending to its upline.
import { BALANCE, PAGE, WALLETS } from '../../test/render-data';
import { pageStory, type StoryAnswers } from '../../test/story-frame';
import { TransferFundPage } from './transfer-fund-page';
import { TransferUplinePage } from './transfer-upline-page';

const member = {
  id: 7,
  account: 'ann01',
  nickname: 'Ann',
  type: 0,
  toUpline: true,
  clubLabel: null,
  memberLabel: [],
  regDate: 1_700_000_000_000,
  mobile: null,
  email: null,
  language: 'EN',
  currency: 'USD',
};

const base: StoryAnswers = {
  '/wps/v2/wallets/balance': BALANCE,
  '/wps/relay/GCS_merchantWallet': WALLETS,
  '/wps/relay/GCS_walletTransfer': WALLETS,
  '/wps/member/info': { value: member },
  '/wps/v2/transfers/downlines': {
    value: {
      list: [
        { username: 'dl_bob', nickname: 'Bob', type: 0, joinedAt: 1 },
        { username: 'dl_cat', nickname: '', type: 0, joinedAt: 2 },
      ],
      ...PAGE,
      total: 2,
    },
  },
  '/wps/v2/transfers/downline': { value: { transferNo: 'T0000001', amount: 30, counterparty: 'dl_cat', balance: 470 } },
  '/wps/v2/transfers/upline': { value: { transferNo: 'T0000002', amount: 30, counterparty: 'ag***1', balance: 470 } },
};

export default {
  title: 'Member centre/Transfers',
  component: TransferFundPage,
};

export const Default = pageStory(<TransferFundPage />, base, { shows: 'Move money between wallets' });

export const Playground = pageStory(<TransferFundPage />, base, { shows: 'Swap wallets' });

export const SingleWallet = pageStory(
  <TransferFundPage />,
  { ...base, '/wps/relay/GCS_merchantWallet': { value: { ...WALLETS.value, isSingle: true } } },
  { shows: 'All games play from your main wallet: there is nothing to transfer.' },
);

export const AgentToDownline = pageStory(
  <TransferUplinePage />,
  { ...base, '/wps/member/info': { value: { ...member, type: 1, toUpline: false } } },
  { host: { isAgent: true }, shows: 'Send to a downline' },
);

export const MemberToUpline = pageStory(<TransferUplinePage />, base, { shows: 'Send to your upline' });
