import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastQuery, page, renderRecordPage } from '../../../test/records-render';
import { AccountRecordPage } from './account-record-page';

const NOW = Date.UTC(2026, 10, 24, 10);
const PATH = '/wps/relay/ODSFE2_MemTransDet';

const row = (id: number, kind: string, amount: number, balanceAfter: number) => ({
  id,
  kind,
  amount,
  balanceAfter,
  accountTypeId: 1,
  reference: `ref-${id}`,
  createdAt: Date.UTC(2026, 10, 24, 3, id),
});

beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('AccountRecordPage', () => {
  it('lists every ledger row with signed, coloured amounts and the balance after', async () => {
    await renderRecordPage(<AccountRecordPage />, {
      [PATH]: { value: page([row(2, 'bet', -12.5, 87.5), row(1, 'deposit', 100, 100)]) },
    });
    const out = await screen.findByText('-$12.50');
    const into = screen.getByText('+$100.00');
    expect(getComputedStyle(out).color).not.toBe(getComputedStyle(into).color);
    const table = screen.getByRole('table', { name: 'Your transactions' });
    const deposit = within(table).getByRole('cell', { name: 'Deposit' }).closest('tr')!;
    expect(within(deposit).getByRole('cell', { name: '$100.00' })).toBeInTheDocument();
    expect(within(deposit).getByRole('cell', { name: 'ref-1' })).toBeInTheDocument();
  });

  it('filters by kind and pages', async () => {
    const { platform } = await renderRecordPage(<AccountRecordPage />, {
      [PATH]: { value: page([row(1, 'deposit', 100, 100)], { totalPages: 4 }) },
    });
    await screen.findByText('+$100.00');
    expect(lastQuery(platform, PATH)).not.toHaveProperty('kind');
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    await waitFor(() => expect(lastQuery(platform, PATH).pageNo).toBe('4'));
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'reward');
    await waitFor(() => expect(lastQuery(platform, PATH)).toMatchObject({ kind: 'reward', pageNo: '1' }));
  });

  it('says when there are no transactions, and shows an error', async () => {
    const { unmount } = await renderRecordPage(<AccountRecordPage />, { [PATH]: { value: page([]) } });
    expect(await screen.findByRole('cell', { name: 'No transactions in these days.' })).toBeInTheDocument();
    unmount();
    await renderRecordPage(<AccountRecordPage />, { [PATH]: { errorCode: 'function.not.available', status: 400 } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This function is not enabled. Please contact customer service.',
    );
  });
});
