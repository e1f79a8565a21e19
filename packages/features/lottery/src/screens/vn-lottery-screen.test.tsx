// The Vietnamese lottery: the VN menu, the full prize table of the last draws (a table with row and
// column headers, the special prize first) and the last opened numbers; favourites per username.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { VnLotteryScreen } from './lottery-screen';
import { renderLottery, VN_ANSWERS as answers } from '../../test/render';

afterEach(() => localStorage.clear());

describe('VnLotteryScreen', () => {
  it('shows the full prize table with headers, the special prize first, and the last opened numbers', async () => {
    await renderLottery(<VnLotteryScreen title="Vietnamese lottery" />, { route: '/vnlottery', answers });
    const table = await screen.findByRole('table', { name: /Prize table of issue 20261124/ });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Prize', 'Opened numbers']);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Special');
    expect(rows[1]).toHaveTextContent('135790');
    expect(rows).toHaveLength(10);

    const opened = await screen.findByRole('table', { name: 'Last 100 opened numbers' });
    expect(
      within(opened)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['20261124', '20261123']);
    expect(opened).toHaveTextContent('246802');
    // A lô number is typed, checked against its two digits, and goes onto the slip.
    await userEvent.type(screen.getByRole('textbox', { name: /Number/ }), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(screen.getByText('Enter exactly 2 digits.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Number/ }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(screen.getByRole('button', { name: 'Remove Lô 2 digits: 72' })).toBeInTheDocument();
  });

  it('keeps favourites per username in localStorage, and asks a visitor to log in first', async () => {
    const member = await renderLottery(<VnLotteryScreen />, {
      route: '/vnlottery',
      answers,
      host: { loggedIn: true, username: 'alice' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Favourite Xổ Số Miền Nam' }));
    expect(localStorage.getItem('lotteryFavourites:alice')).toBe('["VNMN"]');
    expect(screen.getByRole('list', { name: 'Favourites' })).toHaveTextContent('Xổ Số Miền Nam');
    member.unmount();

    const visitor = await renderLottery(<VnLotteryScreen />, { route: '/vnlottery', answers });
    await userEvent.click(await screen.findByRole('button', { name: 'Favourite Xổ Số Miền Nam' }));
    expect(visitor.requireLogin).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('lotteryFavourites:alice')).toBe('["VNMN"]');
    expect(Object.keys(localStorage)).toEqual(['lotteryFavourites:alice']);
  });
});
