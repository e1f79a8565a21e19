import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastQuery, page, renderRecordPage } from '../../../test/records-render';
import { BettingRecordPage } from './betting-record-page';

// 2026-11-24 10:00 UTC is 17:00 in Bangkok: "today" there is 2026-11-24.
const NOW = Date.UTC(2026, 10, 24, 10);
const BETS = '/wps/v2/records/bets';

const bet = (roundId: string, extra: Record<string, unknown> = {}) => ({
  roundId,
  gameName: 'Lucky Slot',
  vendor: 'INH',
  gameType: 'RNG',
  bet: 10,
  win: 25,
  validBet: 10,
  status: 'settled',
  placedAt: Date.UTC(2026, 10, 24, 3, 5),
  settledAt: Date.UTC(2026, 10, 24, 3, 5),
  ...extra,
});

const answer = (list: unknown[], paging: Parameters<typeof page>[1] = {}) => ({
  value: { ...page(list, paging), summary: { bet: 1234.5, validBet: 1200, win: 1000, profit: -234.5 } },
});

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('BettingRecordPage', () => {
  it('asks for the last 7 days in the player zone and shows the bets with the totals', async () => {
    const { platform } = await renderRecordPage(<BettingRecordPage />, {
      [BETS]: answer([
        bet('R-1'),
        bet('R-2', { status: 'open', win: null, validBet: null, placedAt: Date.UTC(2026, 10, 24, 2), settledAt: null }),
      ]),
    });
    expect(await screen.findByRole('rowheader', { name: '2026-11-24 10:05' })).toBeInTheDocument();
    expect(lastQuery(platform, BETS)).toEqual({
      startTime: String(Date.UTC(2026, 10, 17, 17)),
      endTime: String(Date.UTC(2026, 10, 24, 17) - 1),
      pageNo: '1',
      pageSize: '20',
    });
    const rows = within(screen.getByRole('table', { name: 'Your bets' })).getAllByRole('row');
    expect(within(rows[1]!).getByRole('cell', { name: 'R-1' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('cell', { name: '$25.00' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('cell', { name: 'Open' })).toBeInTheDocument();
    expect(screen.getByText('Total bets').nextElementSibling).toHaveTextContent('$1,234.50');
    expect(screen.getByText('Profit and loss').nextElementSibling).toHaveTextContent('-$234.50');
  });

  it('sends the game type, the status and a new range, each from page 1', async () => {
    const { platform } = await renderRecordPage(<BettingRecordPage />, {
      [BETS]: answer([bet('R-1')], { totalPages: 3 }),
    });
    await screen.findByRole('cell', { name: 'R-1' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(platform, BETS).pageNo).toBe('2'));

    await userEvent.selectOptions(screen.getByLabelText('Game type'), 'LOTT');
    await waitFor(() => expect(lastQuery(platform, BETS)).toMatchObject({ gameType: 'LOTT', pageNo: '1' }));

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'void');
    await waitFor(() => expect(lastQuery(platform, BETS)).toMatchObject({ gameType: 'LOTT', status: 'void' }));

    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() =>
      expect(lastQuery(platform, BETS)).toMatchObject({
        startTime: String(Date.UTC(2026, 9, 25, 17)),
        pageNo: '1',
        status: 'void',
      }),
    );
  });

  it('says when there are no bets', async () => {
    await renderRecordPage(<BettingRecordPage />, { [BETS]: answer([]) });
    expect(await screen.findByRole('cell', { name: 'No bets in these days.' })).toBeInTheDocument();
  });

  it('shows the platform error and tries again', async () => {
    let fail = true;
    const { platform } = await renderRecordPage(<BettingRecordPage />, {
      [BETS]: () =>
        fail ? { errorCode: 'request_param_err', message: 'The range is too long.' } : answer([bet('R-9')]),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The range is too long.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'R-9' })).toBeInTheDocument();
    expect(platform.calls(BETS)).toHaveLength(2);
  });
});
