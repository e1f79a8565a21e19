import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bangkokDayEnd, bangkokDayStart, lastQuery, NOW, renderReport } from '../../../test/reports-render';
import { TeamBettingPage } from './team-betting-page';

const PATH = '/wps/v2/agent/report/betting';

const day = (date: string, betAmount: number, winAmount: number, betCount = 3, activeMembers = 2) => ({
  day: date,
  betCount,
  betAmount,
  validBetAmount: betAmount - 5,
  winAmount,
  profitLoss: winAmount - betAmount,
  activeMembers,
});
const answer = {
  value: {
    startTime: bangkokDayStart('2026-11-23'),
    endTime: bangkokDayEnd('2026-11-24'),
    days: [day('2026-11-23', 100, 250), day('2026-11-24', 1200, 450.5, 7, 4)],
    total: { betCount: 10, betAmount: 1300, validBetAmount: 1290, winAmount: 700.5, profitLoss: -599.5 },
  },
};
const noBets = {
  value: {
    ...answer.value,
    days: [day('2026-11-23', 0, 0, 0, 0), day('2026-11-24', 0, 0, 0, 0)],
    total: { betCount: 0, betAmount: 0, validBetAmount: 0, winAmount: 0, profitLoss: 0 },
  },
};

beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('TeamBettingPage', () => {
  it('asks for the last 7 days of the tenant and shows each day, the totals and a chart', async () => {
    const { platform } = await renderReport(<TeamBettingPage />, { [PATH]: answer });
    expect(screen.getByRole('heading', { name: 'Team betting by day' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Team betting by day, 2026-11-18 to 2026-11-24' });
    expect(lastQuery(platform, PATH)).toEqual({
      startTime: String(bangkokDayStart('2026-11-18')),
      endTime: String(bangkokDayEnd('2026-11-24')),
    });
    const busy = (await within(table).findByRole('rowheader', { name: '2026-11-24' })).closest('tr')!;
    expect(within(busy).getByRole('cell', { name: '$1,200.00' })).toBeInTheDocument();
    expect(within(busy).getByRole('cell', { name: '$1,195.00' })).toBeInTheDocument();
    expect(within(busy).getByRole('cell', { name: '-$749.50' })).toBeInTheDocument();
    const totalsRow = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(within(totalsRow).getByRole('cell', { name: '-$599.50' })).toBeInTheDocument();
    expect(within(totalsRow).getByRole('cell', { name: '$1,290.00' })).toBeInTheDocument();
    const totals = screen.getByRole('group', { name: 'Totals of the period' });
    expect(within(totals).getByText('$700.50')).toBeInTheDocument();
    // A loss and a win read in different colours.
    const loss = within(busy).getByText('-$749.50');
    const win = within(table).getByText('$150.00');
    expect(getComputedStyle(loss).color).not.toBe(getComputedStyle(win).color);

    // The chart: one picture named for screen readers, drawn by the lazily loaded chart chunk.
    const chart = screen.getByRole('img', { name: /^Chart of the team's valid bets and profit and loss per day/ });
    expect(chart).toHaveAccessibleName(
      "Chart of the team's valid bets and profit and loss per day, 2026-11-18 to 2026-11-24. The table below lists the same figures.",
    );
    // The chart chunk draws a valid-bet bar a day and the profit-and-loss line, in the light
    // theme's accent and secondary colours, and names both series in its legend.
    await waitFor(() => expect(chart.querySelectorAll('rect[data-series="validBet"]')).toHaveLength(2));
    expect(chart.querySelector('rect[data-series="validBet"]')).toHaveAttribute('fill', '#0969da');
    expect(chart.querySelector('path[data-series="profitLoss"]')).toHaveAttribute('stroke', '#bf8700');
    expect([...chart.querySelectorAll('li[data-series]')].map((item) => item.textContent)).toEqual([
      'Valid bets',
      'Profit and loss',
    ]);
  });

  it('sends the team member, their own team and a quick pick in the call', async () => {
    const { platform } = await renderReport(<TeamBettingPage />, { [PATH]: answer });
    await screen.findByRole('rowheader', { name: '2026-11-24' });
    const withTeam = screen.getByRole('checkbox', { name: 'Include their own team' });
    expect(withTeam).toBeDisabled();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Team member (username)' }), 'sub01{Enter}');
    await waitFor(() => expect(lastQuery(platform, PATH)).toMatchObject({ username: 'sub01' }));
    expect(lastQuery(platform, PATH)).not.toHaveProperty('withTeam');

    await userEvent.click(withTeam);
    await waitFor(() => expect(lastQuery(platform, PATH)).toMatchObject({ username: 'sub01', withTeam: 'true' }));

    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() =>
      expect(lastQuery(platform, PATH)).toMatchObject({
        startTime: String(bangkokDayStart('2026-11-23')),
        endTime: String(bangkokDayEnd('2026-11-23')),
      }),
    );
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(lastQuery(platform, PATH).startTime).toBe(String(bangkokDayStart('2026-10-26'))));
  });

  it('says when the team placed no bets, without a chart', async () => {
    await renderReport(<TeamBettingPage />, { [PATH]: noBets });
    expect(await screen.findByRole('cell', { name: 'No settled bets in the team in these days.' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Total' })).not.toBeInTheDocument();
  });

  it('says in words when the member asked for is outside the team, and asks again on retry', async () => {
    const { platform } = await renderReport(<TeamBettingPage />, {
      [PATH]: { errorCode: 'agent_target_outside_team', status: 403 },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('That member is not in your team.');
    const before = platform.calls(PATH).length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(platform.calls(PATH).length).toBe(before + 1));
  });
});
