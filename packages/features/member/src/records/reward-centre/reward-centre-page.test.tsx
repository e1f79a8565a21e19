import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BALANCE_ANSWER, lastQuery, page, renderRecordPage } from '../../../test/records-render';
import { RewardCentrePage } from './reward-centre-page';

const REWARDS = '/wps/v2/rewards';
const CLAIM = '/wps/v2/rewards/claim';
const BALANCE = '/wps/v2/wallets/balance';

const reward = (rewardId: number, title: string, status: string) => ({
  rewardId,
  title,
  amount: 5,
  status,
  grantedAt: Date.UTC(2026, 10, 20),
  expiresAt: null,
  claimedAt: status === 'claimed' ? Date.UTC(2026, 10, 21) : null,
});

function rewardsPlatform() {
  let claimed = false;
  return {
    [REWARDS]: (url: URL) => {
      const status = url.searchParams.get('status');
      const list =
        status === 'available' && !claimed
          ? [reward(1, 'Weekend reload', 'available')]
          : status === 'claimed' && claimed
            ? [reward(1, 'Weekend reload', 'claimed')]
            : [];
      return { value: { ...page(list), availableCount: claimed ? 0 : 1 } };
    },
    [CLAIM]: () => {
      claimed = true;
      return { value: { reward: reward(1, 'Weekend reload', 'claimed'), balance: 1005 } };
    },
  };
}

describe('RewardCentrePage', () => {
  it('lists the rewards to claim first, and the others by status', async () => {
    const { platform } = await renderRecordPage(<RewardCentrePage />, rewardsPlatform());
    expect(await screen.findByRole('rowheader', { name: 'Weekend reload' })).toBeInTheDocument();
    expect(lastQuery(platform, REWARDS)).toMatchObject({ status: 'available', pageNo: '1' });
    await userEvent.click(screen.getByRole('tab', { name: 'Expired' }));
    expect(await screen.findByRole('cell', { name: 'No expired rewards.' })).toBeInTheDocument();
    expect(lastQuery(platform, REWARDS).status).toBe('expired');
  });

  it('claims a reward, says so, and reads the balance and the lists again', async () => {
    const { platform } = await renderRecordPage(<RewardCentrePage />, rewardsPlatform());
    await screen.findByRole('rowheader', { name: 'Weekend reload' });
    await waitFor(() => expect(platform.calls(BALANCE)).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Claim Weekend reload' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Weekend reload claimed: $5.00 added. Your balance is now $1,005.00.',
    );
    expect(platform.calls(CLAIM).map((call) => call.body)).toEqual([{ rewardId: 1 }]);
    expect(await screen.findByRole('cell', { name: 'No rewards to claim right now.' })).toBeInTheDocument();
    await waitFor(() => expect(platform.calls(BALANCE)).toHaveLength(2));
  });

  it('shows why a claim failed', async () => {
    await renderRecordPage(<RewardCentrePage />, {
      ...rewardsPlatform(),
      [CLAIM]: { errorCode: 'reward_not_available', status: 409, message: 'This reward can no longer be claimed.' },
      [BALANCE]: BALANCE_ANSWER,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Weekend reload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reward can no longer be claimed.');
  });
});
