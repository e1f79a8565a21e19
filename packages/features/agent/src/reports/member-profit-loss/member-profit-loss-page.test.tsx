import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bangkokDayEnd, bangkokDayStart, lastQuery, NOW, page, renderReport } from '../../../test/reports-render';
import { MemberProfitLossPage } from './member-profit-loss-page';

const PATH = '/wps/v2/agent/report/profit-loss';

const member = (username: string, level: number, betAmount: number, winAmount: number, isAgent = false) => ({
  username,
  level,
  isAgent,
  betCount: 4,
  betAmount,
  validBetAmount: betAmount,
  winAmount,
  profitLoss: winAmount - betAmount,
  depositAmount: 500,
  withdrawalAmount: 120.25,
  bonusAmount: 8.88,
});
const figures = { betCount: 8, betAmount: 400, validBetAmount: 400, winAmount: 330, profitLoss: -70 };
const answer = (list: ReturnType<typeof member>[], paging = {}) => ({
  value: { ...page(list, paging), figures },
});

beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('MemberProfitLossPage', () => {
  it('lists each team member with their figures and the totals of every listed member', async () => {
    const { platform } = await renderReport(<MemberProfitLossPage />, {
      [PATH]: answer([member('sub01', 1, 300, 150, true), member('player07', 2, 100, 180)]),
    });
    const table = await screen.findByRole('table', {
      name: 'Profit and loss per team member, 2026-11-18 to 2026-11-24',
    });
    const sub = (await within(table).findByRole('rowheader', { name: 'sub01' })).closest('tr')!;
    expect(within(sub).getByRole('cell', { name: 'Agent' })).toBeInTheDocument();
    expect(within(sub).getByRole('cell', { name: '-$150.00' })).toBeInTheDocument();
    expect(within(sub).getByRole('cell', { name: '$120.25' })).toBeInTheDocument();
    const player = within(table).getByRole('rowheader', { name: 'player07' }).closest('tr')!;
    expect(within(player).getByRole('cell', { name: 'Member' })).toBeInTheDocument();
    expect(within(player).getByRole('cell', { name: '$80.00' })).toBeInTheDocument();
    const totals = screen.getByRole('group', { name: 'Totals of every listed member' });
    expect(within(totals).getByText('-$70.00')).toBeInTheDocument();
    expect(lastQuery(platform, PATH)).toEqual({
      startTime: String(bangkokDayStart('2026-11-18')),
      endTime: String(bangkokDayEnd('2026-11-24')),
      scope: 'all',
      pageNo: '1',
      pageSize: '20',
    });
  });

  it('sends the username prefix, the scope and idle members in the call, and pages', async () => {
    const { platform } = await renderReport(<MemberProfitLossPage />, {
      [PATH]: answer([member('sub01', 1, 300, 150)], { totalPages: 3 }),
    });
    await screen.findByRole('rowheader', { name: 'sub01' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQuery(platform, PATH).pageNo).toBe('3'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Username starts with' }), 'sub');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery(platform, PATH)).toMatchObject({ username: 'sub', pageNo: '1' }));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Members' }), 'direct');
    await waitFor(() => expect(lastQuery(platform, PATH)).toMatchObject({ scope: 'direct' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Include members without bets' }));
    await waitFor(() =>
      expect(lastQuery(platform, PATH)).toMatchObject({ username: 'sub', scope: 'direct', includeIdle: 'true' }),
    );
  });

  it('says when no member bet, and shows an error in words', async () => {
    const { unmount } = await renderReport(<MemberProfitLossPage />, { [PATH]: answer([]) });
    expect(
      await screen.findByRole('cell', { name: 'No team member has settled bets in these days.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Totals of every listed member' })).not.toBeInTheDocument();
    unmount();
    await renderReport(<MemberProfitLossPage />, { [PATH]: { errorCode: 'account_type_refused', status: 403 } });
    expect(await screen.findByRole('alert')).toHaveTextContent("Only agents can see the team's reports.");
  });
});
