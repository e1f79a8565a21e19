import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastQuery, renderRecordPage } from '../../../test/records-render';
import { ProfitLossPage } from './profit-loss-page';

const NOW = Date.UTC(2026, 10, 24, 10);
const PATH = '/wps/v2/records/profit';

const day = (date: string, bet: number, win: number) => ({
  date,
  bet,
  validBet: bet,
  win,
  profit: win - bet,
  deposit: 0,
  withdrawal: 0,
  bonus: 0,
});
const answer = {
  value: {
    days: [day('2026-11-24', 30, 10), day('2026-11-23', 10, 50)],
    total: { bet: 40, validBet: 40, win: 60, profit: 20, deposit: 0, withdrawal: 0, bonus: 0 },
  },
};

beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('ProfitLossPage', () => {
  it('asks for days in the player zone and shows one row a day with a totals row', async () => {
    const { platform } = await renderRecordPage(<ProfitLossPage />, { [PATH]: answer });
    const table = await screen.findByRole('table', { name: 'Profit and loss by day' });
    await within(table).findByRole('rowheader', { name: '2026-11-24' });
    expect(lastQuery(platform, PATH)).toEqual({
      startTime: String(Date.UTC(2026, 10, 17, 17)),
      endTime: String(Date.UTC(2026, 10, 24, 17) - 1),
      utcOffsetMinutes: '420',
    });
    const totals = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(within(totals).getByRole('cell', { name: '$20.00' })).toBeInTheDocument();
    const loss = within(table).getByRole('rowheader', { name: '2026-11-24' }).closest('tr')!;
    expect(within(loss).getByRole('cell', { name: '-$20.00' })).toBeInTheDocument();
  });

  it('shows days in the month-first layout and asks again for a new range', async () => {
    const { platform } = await renderRecordPage(
      <ProfitLossPage />,
      { [PATH]: answer },
      { timeZone: 'America/Sao_Paulo', datePattern: 'MM-dd-yyyy' },
    );
    expect(await screen.findByRole('rowheader', { name: '11-23-2026' })).toBeInTheDocument();
    expect(lastQuery(platform, PATH).utcOffsetMinutes).toBe('-180');
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(lastQuery(platform, PATH).startTime).toBe(String(Date.UTC(2026, 10, 24, 3))));
  });

  it('says when nothing happened', async () => {
    await renderRecordPage(<ProfitLossPage />, { [PATH]: { value: { days: [], total: day('x', 0, 0) } } });
    expect(await screen.findByRole('cell', { name: 'No activity in these days.' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Total' })).not.toBeInTheDocument();
  });
});
