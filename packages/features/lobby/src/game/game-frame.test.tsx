// The /game frame: the ticket URL from the lobby's launch in a sandboxed, titled iframe; a fresh
// launch after a reload; and, when the player leaves, the game closed and the balance read again.
import { memberApi } from '@portal/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GameFrame, GAME_FRAME_SANDBOX } from './game-frame';
import { game, location, renderLobby } from '../../test/render';

const ROUTE = '/game?nodeId=INH-slot&vassalage=INH&name=Lucky+Sevens';

describe('GameFrame', () => {
  it('launches the game named in the URL (after a reload) and shows it in a sandboxed frame', async () => {
    const { platform } = await renderLobby(<GameFrame />, {
      route: ROUTE,
      host: { loggedIn: true },
      answers: { '/wps/game/launchGame': { value: { content: { game_url: '/inhouse/play?ticket=t-9' } } } },
    });
    const frame = await screen.findByTitle('Game: Lucky Sevens');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/inhouse/play?ticket=t-9');
    expect(frame).toHaveAttribute('sandbox', GAME_FRAME_SANDBOX);
    expect(GAME_FRAME_SANDBOX.split(' ').sort()).toEqual(['allow-forms', 'allow-same-origin', 'allow-scripts']);
    expect(screen.getByRole('heading', { level: 1, name: 'Lucky Sevens' })).toBeInTheDocument();
    expect(platform.calls('/wps/game/launchGame')[0]?.url.searchParams.get('nodeId')).toBe('INH-slot');
  });

  it('takes game_url2 when the launch answers only that (spec §7: game_url or game_url2)', async () => {
    await renderLobby(<GameFrame />, {
      route: ROUTE,
      host: { loggedIn: true },
      answers: { '/wps/game/launchGame': { value: { content: { game_url2: '/inhouse/play?ticket=t-2' } } } },
    });
    expect(await screen.findByTitle('Game: Lucky Sevens')).toHaveAttribute('src', '/inhouse/play?ticket=t-2');
  });

  it('asks a visitor to log in and launches nothing', async () => {
    const { requireLogin, platform } = await renderLobby(<GameFrame />, { route: ROUTE, answers: {} });
    expect(await screen.findByText('Log in to play.')).toBeInTheDocument();
    expect(requireLogin).toHaveBeenCalled();
    expect(platform.calls('/wps/game/launchGame')).toHaveLength(0);
  });

  it('closes the game and refetches the balance when the player leaves', async () => {
    let balance = 100;
    const { platform, store, unmount } = await renderLobby(<GameFrame />, {
      route: ROUTE,
      host: { loggedIn: true },
      answers: {
        '/wps/game/launchGame': { value: { content: { game_url: '/inhouse/play?ticket=t-9' } } },
        '/wps/game/closeGame': { value: { closed: true } },
        '/wps/v2/wallets/balance': () => ({
          value: { sumBalance: balance, currency: 'CNY', currencySymbol: '¥', balance: [] },
        }),
      },
    });
    const balanceQuery = store.dispatch(memberApi.endpoints.getBalance.initiate());
    await balanceQuery.unwrap();
    await screen.findByTitle('Game: Lucky Sevens');
    balance = 95;
    unmount();
    await waitFor(() => expect(platform.calls('/wps/game/closeGame')[0]?.body).toEqual({ nodeId: 'INH-slot' }));
    await waitFor(() => expect(memberApi.endpoints.getBalance.select()(store.getState()).data?.sumBalance).toBe(95));
    balanceQuery.unsubscribe();
  });

  it('offers other games when this one is under maintenance, and starts the one chosen in a fresh frame', async () => {
    const { platform } = await renderLobby(<GameFrame />, {
      route: ROUTE,
      host: { loggedIn: true },
      answers: {
        '/wps/game/launchGame': (url) =>
          url.searchParams.get('nodeId') === 'INH-slot'
            ? {
                errorCode: 'game_maintenance',
                status: 409,
                value: { content: { data: { maintainTime: 0, endTime: Date.UTC(2030, 0, 2) } } },
              }
            : { value: { content: { game_url: '/inhouse/play?ticket=t-dice' } } },
        '/wps/relay/GCSGAME_hotGamesV2': {
          value: { list: [game('INH-slot', 'Lucky Sevens'), game('INH-dice', 'Lucky Dice', { vassalage: 'INH' })] },
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Game under maintenance' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Lucky Dice' }));
    await waitFor(() => expect(location()).toBe('/game?nodeId=INH-dice&vassalage=INH&name=Lucky+Dice'));
    expect(await screen.findByTitle('Game: Lucky Dice')).toHaveAttribute('src', '/inhouse/play?ticket=t-dice');
    expect(platform.calls('/wps/game/launchGame').map((call) => call.url.searchParams.get('nodeId'))).toEqual([
      'INH-slot',
      'INH-dice',
    ]);
  });

  it('says so when the URL names no game', async () => {
    await renderLobby(<GameFrame />, { route: '/game', answers: {} });
    expect(screen.getByRole('heading', { level: 1, name: 'No game chosen' })).toBeInTheDocument();
  });
});
