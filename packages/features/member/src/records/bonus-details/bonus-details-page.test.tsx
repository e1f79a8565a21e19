import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastQuery, page, renderRecordPage } from '../../../test/records-render';
import { BonusDetailsPage } from './bonus-details-page';

const NOW = Date.UTC(2026, 10, 24, 10);
const PATH = '/wps/v2/records/bonuses';

beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('BonusDetailsPage', () => {
  it('lists the bonuses with the total and pages', async () => {
    const { platform } = await renderRecordPage(<BonusDetailsPage />, {
      [PATH]: {
        value: {
          ...page([{ id: 7, title: 'Welcome bonus', amount: 8.88, createdAt: NOW }], { totalPages: 2 }),
          totalAmount: 18.88,
        },
      },
    });
    expect(await screen.findByRole('cell', { name: 'Welcome bonus' })).toBeInTheDocument();
    expect(screen.getByText('Total bonuses').nextElementSibling).toHaveTextContent('$18.88');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(platform, PATH).pageNo).toBe('2'));
  });

  it('names a credit without a title of its own by its translated kind', async () => {
    await renderRecordPage(<BonusDetailsPage />, {
      [PATH]: {
        value: {
          ...page([
            { id: 8, title: 'promotion_bonus', amount: 20, createdAt: NOW },
            { id: 9, title: 'raffle_prize', amount: 3, createdAt: NOW },
          ]),
          totalAmount: 23,
        },
      },
    });
    expect(await screen.findByRole('cell', { name: 'Promotion bonus' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Raffle prize' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'promotion_bonus' })).not.toBeInTheDocument();
  });

  it('says when there are no bonuses', async () => {
    await renderRecordPage(<BonusDetailsPage />, { [PATH]: { value: { ...page([]), totalAmount: 0 } } });
    expect(await screen.findByRole('cell', { name: 'No bonuses in these days.' })).toBeInTheDocument();
  });
});
