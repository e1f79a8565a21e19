// The reality check over a game against a recorded platform: when the member's interval has passed
// since the login (on the platform's clock) it shows the time played and the net result; Continue
// waits for the next interval, Leave game and View betting history are the app's; off shows nothing.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  BALANCE,
  REALITY_CHECK_PATH as CHECK_PATH,
  realityCheckAnswer as check,
  renderMember,
} from '../../test/render';
import { nextCheckAt, RealityCheck } from './reality-check';

describe('nextCheckAt', () => {
  it('is the first whole interval after now, counted from the session start', () => {
    expect(nextCheckAt(1_000, 900, 1_000)).toBe(1_900);
    expect(nextCheckAt(1_000, 900, 2_799)).toBe(2_800);
    expect(nextCheckAt(1_000, 900, 2_800)).toBe(3_700);
  });
});

describe('RealityCheck', () => {
  it('shows the time played and net result once the interval passes, and again after Continue', async () => {
    const onLeave = vi.fn();
    const onViewHistory = vi.fn();
    // 1 h 5 min into the session, the interval 150 ms: due almost at once.
    const { platform } = await renderMember(<RealityCheck onLeave={onLeave} onViewHistory={onViewHistory} />, {
      answers: { [CHECK_PATH]: check(150, 65 * 60_000 + 20), '/wps/v2/wallets/balance': BALANCE },
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have been playing for 1 h 5 min since you logged in.');
    expect(dialog).toHaveTextContent('Net result: -$17.50');
    expect(dialog).toHaveTextContent('Staked: $30.00 · Won: $12.50');

    await userEvent.click(within(dialog).getByRole('button', { name: 'View betting history' }));
    expect(onViewHistory).toHaveBeenCalled();
    const reads = platform.calls(CHECK_PATH).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const again = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(platform.calls(CHECK_PATH).length).toBeGreaterThan(reads);
    await userEvent.click(within(again).getByRole('button', { name: 'Leave game' }));
    expect(onLeave).toHaveBeenCalled();
  });

  it('shows nothing when the reality check is off', async () => {
    const { platform } = await renderMember(<RealityCheck onLeave={vi.fn()} onViewHistory={vi.fn()} />, {
      answers: { [CHECK_PATH]: check(0, 60_000), '/wps/v2/wallets/balance': BALANCE },
    });
    await vi.waitFor(() => expect(platform.calls(CHECK_PATH)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(platform.calls(CHECK_PATH)).toHaveLength(1);
  });
});
