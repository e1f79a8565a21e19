import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bangkokDayEnd, bangkokDayStart, lastQuery, NOW, page, renderReport } from '../../../test/reports-render';
import { SettlementRecordsPage } from './settlement-records-page';

const PATH = '/wps/v2/agent/report/settlements';

const settled = (contractId: number, username: string, day: string, rate: number, amount: number) => ({
  contractId,
  kind: 'dividend' as const,
  username,
  periodStart: bangkokDayStart(day),
  periodEnd: bangkokDayEnd(day),
  validBet: 12_000,
  activeMembers: 6,
  rate,
  amount,
  settledAt: bangkokDayEnd(day) + 5 * 60_000,
});

beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('SettlementRecordsPage', () => {
  it("lists the kind's settled periods with the rate, what was paid and the total paid", async () => {
    const { platform } = await renderReport(<SettlementRecordsPage kind="dividend" />, {
      [PATH]: {
        value: {
          ...page([settled(7, 'agent01', '2026-11-23', 12.5, 1500), settled(7, 'agent01', '2026-11-22', 12.5, 0)]),
          totalAmount: 1500,
        },
      },
    });
    expect(screen.getByRole('heading', { name: 'Dividend: settled periods' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Dividend: settled periods, 2026-11-18 to 2026-11-24' });
    const paid = (await within(table).findByRole('rowheader', { name: '2026-11-23 00:00 – 2026-11-23 23:59' })).closest(
      'tr',
    )!;
    expect(within(paid).getByRole('cell', { name: '12.5 %' })).toBeInTheDocument();
    expect(within(paid).getByRole('cell', { name: '$1,500.00' })).toBeInTheDocument();
    expect(within(paid).getByRole('cell', { name: '$12,000.00' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Totals of the period' })).getByText('$1,500.00'),
    ).toBeInTheDocument();
    expect(lastQuery(platform, PATH)).toEqual({
      kind: 'dividend',
      scope: 'mine',
      startTime: String(bangkokDayStart('2026-11-18')),
      endTime: String(bangkokDayEnd('2026-11-24')),
      pageNo: '1',
      pageSize: '20',
    });
  });

  it('asks for the kind it is given, the contracts given to downlines and other pages', async () => {
    const { platform } = await renderReport(<SettlementRecordsPage kind="daily" />, {
      [PATH]: { value: { ...page([settled(9, 'sub01', '2026-11-23', 1, 12)], { totalPages: 2 }), totalAmount: 12 } },
    });
    expect(await screen.findByRole('heading', { name: 'Daily salary: settled periods' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'sub01' });
    expect(lastQuery(platform, PATH).kind).toBe('daily');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(platform, PATH).pageNo).toBe('2'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Contracts' }), 'given');
    await waitFor(() =>
      expect(lastQuery(platform, PATH)).toMatchObject({ kind: 'daily', scope: 'given', pageNo: '1' }),
    );
  });

  it('says when nothing was settled, and shows an error in words', async () => {
    const { unmount } = await renderReport(<SettlementRecordsPage kind="hourly" />, {
      [PATH]: { value: { ...page([]), totalAmount: 0 } },
    });
    expect(await screen.findByRole('cell', { name: 'No settled periods in these days.' })).toBeInTheDocument();
    unmount();
    await renderReport(<SettlementRecordsPage kind="hourly" />, {
      [PATH]: { errorCode: 'function.not.available', status: 400 },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This function is not enabled. Please contact customer service.',
    );
  });
});
