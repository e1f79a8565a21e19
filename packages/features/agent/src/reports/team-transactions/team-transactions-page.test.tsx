import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bangkokDayEnd, bangkokDayStart, lastQuery, NOW, page, renderReport } from '../../../test/reports-render';
import { TeamTransactionsPage } from './team-transactions-page';

const PATH = '/wps/v2/agent/report/transactions';

const row = (id: number, username: string, kind: string, amount: number, balanceAfter: number) => ({
  id,
  username,
  level: 1,
  kind,
  amount,
  balanceAfter,
  // 24 Nov 2026, 10:0<id> in Bangkok.
  createdAt: Date.UTC(2026, 10, 24, 3, id),
});

beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('TeamTransactionsPage', () => {
  it('lists the team money movements with signed amounts, the kind in words and the time in the tenant zone', async () => {
    const { platform } = await renderReport(<TeamTransactionsPage />, {
      [PATH]: {
        value: page([
          row(2, 'player07', 'withdrawal_hold', -40, 60),
          row(1, 'sub01', 'deposit', 100, 100),
          row(3, 'sub01', 'something_new', 5, 105),
        ]),
      },
    });
    const table = await screen.findByRole('table', { name: "The team's transactions, 2026-11-18 to 2026-11-24" });
    const deposit = (await within(table).findByRole('cell', { name: 'Deposit' })).closest('tr')!;
    expect(within(deposit).getByRole('rowheader', { name: '2026-11-24 10:01' })).toBeInTheDocument();
    expect(within(deposit).getByRole('cell', { name: '+$100.00' })).toBeInTheDocument();
    const held = within(table).getByRole('cell', { name: 'Withdrawal (held)' }).closest('tr')!;
    expect(within(held).getByRole('cell', { name: '-$40.00' })).toBeInTheDocument();
    expect(within(held).getByRole('cell', { name: '$60.00' })).toBeInTheDocument();
    // A ledger kind the texts do not know yet reads as the platform names it.
    expect(within(table).getByRole('cell', { name: 'something_new' })).toBeInTheDocument();
    expect(lastQuery(platform, PATH)).toEqual({
      startTime: String(bangkokDayStart('2026-11-18')),
      endTime: String(bangkokDayEnd('2026-11-24')),
      pageNo: '1',
      pageSize: '20',
    });
  });

  it('sends the username and the kind in the call, and pages', async () => {
    const { platform } = await renderReport(<TeamTransactionsPage />, {
      [PATH]: { value: page([row(1, 'sub01', 'deposit', 100, 100)], { totalPages: 5 }) },
    });
    await screen.findByText('+$100.00');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(platform, PATH).pageNo).toBe('2'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'salary');
    await waitFor(() => expect(lastQuery(platform, PATH)).toMatchObject({ kind: 'salary', pageNo: '1' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Username' }), 'player07{Enter}');
    await waitFor(() => expect(lastQuery(platform, PATH)).toMatchObject({ kind: 'salary', username: 'player07' }));
  });

  it('says when there are no transactions, and when the member is outside the team', async () => {
    const { unmount } = await renderReport(<TeamTransactionsPage />, { [PATH]: { value: page([]) } });
    expect(await screen.findByRole('cell', { name: 'No transactions in the team in these days.' })).toBeInTheDocument();
    unmount();
    await renderReport(<TeamTransactionsPage />, { [PATH]: { errorCode: 'agent_target_outside_team', status: 403 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('That member is not in your team.');
  });
});
