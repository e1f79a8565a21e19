import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bangkokDayEnd, bangkokDayStart, lastQuery, NOW, renderReport } from '../../../test/reports-render';
import { IncomePage } from './income-page';

const PATH = '/wps/v2/agent/report/income';

const day = (date: string, dividend: number, daily: number, hourly: number, realtime: number) => ({
  day: date,
  dividend,
  daily,
  hourly,
  realtime,
  total: dividend + daily + hourly + realtime,
});
const answer = {
  value: {
    startTime: bangkokDayStart('2026-11-23'),
    endTime: bangkokDayEnd('2026-11-24'),
    days: [day('2026-11-23', 0, 12.5, 3, 0.75), day('2026-11-24', 250, 10, 0, 1.25)],
    total: { dividend: 250, daily: 22.5, hourly: 3, realtime: 2, total: 277.5 },
  },
};
const nothing = {
  value: {
    ...answer.value,
    days: [day('2026-11-23', 0, 0, 0, 0), day('2026-11-24', 0, 0, 0, 0)],
    total: { dividend: 0, daily: 0, hourly: 0, realtime: 0, total: 0 },
  },
};

beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('IncomePage', () => {
  it('shows what was paid per day and kind, the totals and a stacked chart', async () => {
    const { platform } = await renderReport(<IncomePage />, { [PATH]: answer });
    const table = await screen.findByRole('table', { name: 'My income by day, 2026-11-18 to 2026-11-24' });
    const paid = (await within(table).findByRole('rowheader', { name: '2026-11-24' })).closest('tr')!;
    expect(within(paid).getByRole('cell', { name: '$250.00' })).toBeInTheDocument();
    expect(within(paid).getByRole('cell', { name: '$261.25' })).toBeInTheDocument();
    const totalsRow = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(within(totalsRow).getByRole('cell', { name: '$277.50' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Totals of the period' })).getByText('$22.50')).toBeInTheDocument();
    expect(lastQuery(platform, PATH)).toEqual({
      startTime: String(bangkokDayStart('2026-11-18')),
      endTime: String(bangkokDayEnd('2026-11-24')),
    });

    const chart = screen.getByRole('img', {
      name: 'Chart of your income per day and kind, stacked, 2026-11-18 to 2026-11-24. The table below lists the same figures.',
    });
    // One part per kind paid that day: 2026-11-23 daily, hourly, real-time; 2026-11-24 dividend,
    // daily, real-time.
    await waitFor(() => expect(chart.querySelectorAll('rect[data-series]')).toHaveLength(6));
    expect(chart.querySelectorAll('rect[data-series="dividend"]')).toHaveLength(1);
    expect(chart.querySelector('rect[data-series="daily"]')).toHaveAttribute('fill', '#1a7f37');
    expect([...chart.querySelectorAll('li[data-series]')].map((item) => item.textContent)).toEqual([
      'Dividend',
      'Daily salary',
      'Hourly salary',
      'Real-time salary',
    ]);
  });

  it('asks again for today', async () => {
    const { platform } = await renderReport(<IncomePage />, { [PATH]: answer });
    await screen.findByRole('rowheader', { name: '2026-11-24' });
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() =>
      expect(lastQuery(platform, PATH)).toEqual({
        startTime: String(bangkokDayStart('2026-11-24')),
        endTime: String(bangkokDayEnd('2026-11-24')),
      }),
    );
  });

  it('says when nothing was paid, without a chart, and shows an error in words', async () => {
    const { unmount } = await renderReport(<IncomePage />, { [PATH]: nothing });
    expect(await screen.findByRole('cell', { name: 'You were paid nothing in these days.' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();
    await renderReport(<IncomePage />, { [PATH]: { errorCode: 'request_param_err', status: 400 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the period and the filters, then try again.');
  });
});
