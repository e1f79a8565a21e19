// The Vietnamese lottery: the VN menu, the full prize table of the last draws (a table with row and
// column headers, the special prize first) and the last opened numbers; favourites per username.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { VnLotteryScreen } from './lottery-screen';
import { FAST5, renderLottery, SERVER_NOW } from '../../test/render';

const VNMN = {
  ...FAST5,
  gameCode: 'VNMN',
  gameName: 'Xổ Số Miền Nam',
  kind: 'vn',
  prizeMode: 'Lott',
  gameGroupCode: 'VN',
  labelName: 'Vietnam',
  lottoArea: 'VN',
  playTypes: [
    {
      playType: 'LO2',
      odds: 5.2,
      oddsBySelection: null,
      selectionPattern: '\\d{2}',
      selections: null,
      minBetMinor: 100,
      maxBetMinor: 1_000_000,
      paysPerHit: true,
    },
  ],
};

const PRIZES = [
  { prize: 'G8', numbers: ['27'] },
  { prize: 'G7', numbers: ['381'] },
  { prize: 'G6', numbers: ['1234', '5678', '9012'] },
  { prize: 'G5', numbers: ['3456'] },
  { prize: 'G4', numbers: ['11111', '22222', '33333', '44444', '55555', '66666', '77777'] },
  { prize: 'G3', numbers: ['88888', '99999'] },
  { prize: 'G2', numbers: ['12345'] },
  { prize: 'G1', numbers: ['67890'] },
  { prize: 'DB', numbers: ['135790'] },
];

const result = (issueNumber: string, special: string) => ({
  gameCode: 'VNMN',
  issueNumber,
  drawAt: SERVER_NOW - 3_600_000,
  drawnAt: SERVER_NOW - 3_599_000,
  numbers: [...PRIZES.flatMap((prize) => prize.numbers).slice(0, 17), special],
  prizes: PRIZES.map((prize) => (prize.prize === 'DB' ? { prize: 'DB', numbers: [special] } : prize)),
  sum: null,
  seedHash: 'b'.repeat(64),
  serverSeed: 'c'.repeat(64),
  settled: true,
});

const answers = {
  '/lgw/vn/games/game_menu': {
    value: { gameMenus: [{ gameGroupCode: 'VN', labelName: 'Vietnam', gameMenus: [VNMN] }] },
  },
  '/lgw/lottery/issue': {
    value: {
      game: VNMN,
      issue: {
        gameCode: 'VNMN',
        issueNumber: '20261125',
        opensAt: SERVER_NOW - 1000,
        closesAt: SERVER_NOW + 3_600_000,
        drawAt: SERVER_NOW + 4_500_000,
        seedHash: 'a'.repeat(64),
        status: 'open',
      },
      lastResult: result('20261124', '135790'),
      serverTime: SERVER_NOW,
    },
  },
  '/lgw/vn/numeros/opened/game': { value: { list: [result('20261124', '135790'), result('20261123', '246802')] } },
};

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
