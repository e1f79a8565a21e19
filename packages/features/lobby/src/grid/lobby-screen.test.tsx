// The lobby screen against a recorded platform: vendor tabs, search and filters in the URL, the
// favourite toggle behind the login guard, and a launch through #734 into the /game frame.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LobbyScreen } from './lobby-screen';
import { game, location, renderLobby, VENDORS, type Answers } from '../../test/render';

// happy-dom has no layout: a 1000 x 800 box for every element so the virtual grid shows rows.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 1000,
    height: 800,
    top: 0,
    left: 0,
    right: 1000,
    bottom: 800,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
});
afterEach(() => vi.restoreAllMocks());

const GAMES = [
  game('PG-1', 'Rồng Vàng', { isHot: 1 }),
  game('PG-2', 'มังกรทอง'),
  game('JILI-1', 'Fortune Gems', { vassalage: 'JILI', minBet: 0.5, minLineNum: 0 }),
];

function lobbyAnswers(extra: Answers = {}): Answers {
  return {
    '/wps/relay/GCSGAME_newGameVendor': { value: VENDORS },
    '/wps/relay/GCSGAME_gameList': (url) => {
      const name = url.searchParams.get('gameName');
      const games = name ? GAMES.filter((g) => g.gameName.toLowerCase().includes(name.toLowerCase())) : GAMES;
      return { value: { games, totalPages: 1, total: games.length } };
    },
    '/wps/relay/MCSFE_getFavoriteGames': { value: ['PG-2'] },
    ...extra,
  };
}

describe('LobbyScreen (slots)', () => {
  it('shows the vendor tabs as links to /rng?page={vendor}, and the games with hot badge and minimum bet', async () => {
    await renderLobby(<LobbyScreen kind="RNG" />, { route: '/rng', answers: lobbyAnswers() });
    expect(screen.getByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    const tabs = await screen.findByRole('navigation', { name: 'Providers' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['All', '/rng'],
      ['JILI', '/rng?page=JILI'],
      ['PG Soft', '/rng?page=PG'],
    ]);
    expect(await screen.findByRole('button', { name: 'Rồng Vàng PG Soft Min 1 · 25 lines Hot' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fortune Gems JILI Min 0.50' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Games found: 3');
  });

  it("keeps the providers' row while they load, hidden from assistive technology", async () => {
    const { container } = await renderLobby(<LobbyScreen kind="RNG" />, { route: '/rng', answers: lobbyAnswers() });
    // Before the answer: a row of the tabs' height (no layout shift when they come), not announced.
    expect(container.querySelector('nav[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Providers' })).toBeNull();
    await screen.findByRole('navigation', { name: 'Providers' });
    expect(container.querySelector('nav[aria-hidden="true"]')).toBeNull();
  });

  it('shows an empty grid while the games load, without the first paint’s row (that is for the build only)', async () => {
    await renderLobby(<LobbyScreen kind="RNG" />, { route: '/rng', answers: lobbyAnswers() });
    expect(screen.getByRole('grid')).toBeInTheDocument();
    expect(screen.queryAllByRole('row')).toHaveLength(0);
    expect(document.querySelector('template')).toBeNull();
  });

  it("asks for the lane's games from the first request, before the providers' answer", async () => {
    const { platform } = await renderLobby(<LobbyScreen kind="RNG" />, { route: '/rng', answers: lobbyAnswers() });
    await screen.findByRole('button', { name: 'Fortune Gems JILI Min 0.50' });
    const lists = platform.calls('/wps/relay/GCSGAME_gameList');
    expect(lists.map((call) => call.url.searchParams.get('gameType'))).toEqual(['RNG']);
  });

  it('shows no providers row when their call failed', async () => {
    const { container } = await renderLobby(<LobbyScreen kind="RNG" />, {
      route: '/rng',
      answers: lobbyAnswers({ '/wps/relay/GCSGAME_newGameVendor': { errorCode: 'system_error', status: 500 } }),
    });
    await screen.findByRole('status');
    await waitFor(() => expect(container.querySelector('nav')).toBeNull());
  });

  it('searches as the player types, keeping the query in the URL and sending it to the platform', async () => {
    const { platform } = await renderLobby(<LobbyScreen kind="RNG" />, {
      route: '/rng?page=PG',
      answers: lobbyAnswers(),
    });
    await screen.findByRole('button', { name: /^Rồng Vàng/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'rồng');
    await waitFor(() => expect(location()).toBe(`/rng?page=PG&q=${encodeURIComponent('rồng')}`));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Games found: 1'));
    const last = platform.calls('/wps/relay/GCSGAME_gameList').at(-1);
    expect(last?.url.searchParams.get('gameName')).toBe('rồng');
    expect(last?.url.searchParams.get('vassalage')).toBe('PG');
    expect(last?.url.searchParams.get('gameType')).toBe('RNG');
    expect(screen.queryByRole('button', { name: /^มังกรทอง/ })).not.toBeInTheDocument();
  });

  it('keeps the minimum-bet filter and the classification tab in the URL', async () => {
    const { platform } = await renderLobby(<LobbyScreen kind="RNG" />, { route: '/rng', answers: lobbyAnswers() });
    await screen.findByRole('button', { name: /^Rồng Vàng/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Minimum bet' }), '5');
    await waitFor(() => expect(location()).toBe('/rng?bet=5'));
    await userEvent.click(screen.getByRole('tab', { name: 'Video slots' }));
    await waitFor(() => expect(location()).toBe('/rng?bet=5&classify=slot'));
    await waitFor(() => {
      const last = platform.calls('/wps/relay/GCSGAME_gameList').at(-1);
      expect(last?.url.searchParams.get('minBet')).toBe('5');
      expect(last?.url.searchParams.get('gameClassify')).toBe('slot');
    });
  });

  it("shows a picked vendor's own classifications in the lane, and drops one it lacks from the filter", async () => {
    const { platform } = await renderLobby(<LobbyScreen kind="RNG" />, {
      route: '/rng?page=PG&classify=slot',
      answers: lobbyAnswers({
        '/wps/relay/GCSGAME_getVassGameType': {
          value: {
            vassalage: 'PG',
            displayName: 'PG Soft',
            gameTypes: [
              {
                gameType: 'RNG',
                gameCount: 2,
                gameClassify: [{ key: 'cascade', displayName: 'Cascades', gameCount: 2 }],
              },
              {
                gameType: 'FISH',
                gameCount: 1,
                gameClassify: [{ key: 'fishing', displayName: 'Fishing', gameCount: 1 }],
              },
            ],
          },
        },
      }),
    });
    const tabs = await screen.findByRole('tablist', { name: 'Game types' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['All', 'Cascades']),
    );
    expect(within(tabs).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(platform.calls('/wps/relay/GCSGAME_getVassGameType')[0]?.url.searchParams.get('vassalage')).toBe('PG');
    await waitFor(() => {
      const last = platform.calls('/wps/relay/GCSGAME_gameList').at(-1);
      expect(last?.url.searchParams.get('vassalage')).toBe('PG');
      expect(last?.url.searchParams.has('gameClassify')).toBe(false);
    });
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Cascades' }));
    await waitFor(() =>
      expect(platform.calls('/wps/relay/GCSGAME_gameList').at(-1)?.url.searchParams.get('gameClassify')).toBe(
        'cascade',
      ),
    );
  });

  it('asks a visitor to log in when they press a favourite, and adds nothing', async () => {
    const { requireLogin, platform } = await renderLobby(<LobbyScreen kind="RNG" />, {
      route: '/rng',
      answers: lobbyAnswers(),
    });
    const toggle = await screen.findByRole('button', { name: 'Favourite Rồng Vàng' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(requireLogin).toHaveBeenCalled();
    expect(platform.calls('/wps/relay/MCSFE_addFavoriteGameV2')).toHaveLength(0);
    expect(platform.calls('/wps/relay/MCSFE_getFavoriteGames')).toHaveLength(0);
  });

  it("toggles a member's favourite and shows the new state after the ids refetch", async () => {
    let favourites = ['PG-2'];
    const { platform } = await renderLobby(<LobbyScreen kind="RNG" />, {
      route: '/rng',
      host: { loggedIn: true },
      answers: lobbyAnswers({
        '/wps/relay/MCSFE_getFavoriteGames': () => ({ value: favourites }),
        '/wps/relay/MCSFE_addFavoriteGameV2': () => {
          favourites = [...favourites, 'PG-1'];
          return { value: null };
        },
        '/wps/relay/MCSFE_removeFavoriteGameV2': () => {
          favourites = favourites.filter((id) => id !== 'PG-2');
          return { value: null };
        },
      }),
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite มังกรทอง' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Favourite Rồng Vàng' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite Rồng Vàng' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(platform.calls('/wps/relay/MCSFE_addFavoriteGameV2')[0]?.body).toEqual({
      nodeId: 'PG-1',
      vendor: 'PG',
      gameType: 'RNG',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Favourite มังกรทอง' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite มังกรทอง' })).toHaveAttribute('aria-pressed', 'false'),
    );
  });

  it('opens the login popup instead of the favourites view for a visitor', async () => {
    const { requireLogin } = await renderLobby(<LobbyScreen kind="RNG" />, { route: '/rng', answers: lobbyAnswers() });
    await userEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(requireLogin).toHaveBeenCalled();
    expect(location()).toBe('/rng');
  });

  it('asks a visitor to log in instead of launching', async () => {
    const { requireLogin, platform } = await renderLobby(<LobbyScreen kind="RNG" />, {
      route: '/rng',
      answers: lobbyAnswers(),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Rồng Vàng/ }));
    expect(requireLogin).toHaveBeenCalled();
    expect(platform.calls('/wps/game/launchGame')).toHaveLength(0);
    expect(location()).toBe('/rng');
  });

  it('offers to close the open game on #734, closes it, launches again and opens the /game frame', async () => {
    let open = true;
    const { platform } = await renderLobby(<LobbyScreen kind="RNG" />, {
      route: '/rng',
      host: { loggedIn: true },
      answers: lobbyAnswers({
        '/wps/relay/MCSFE_getFavoriteGames': { value: [] },
        '/wps/game/launchGame': () =>
          open
            ? {
                errorCode: 'game_already_open',
                status: 409,
                value: { openGame: { nodeId: 'INH-dice', gameName: 'Lucky Dice', vassalage: 'INH', openedAt: 1 } },
              }
            : { value: { content: { game_url: '/inhouse/play?ticket=t-1' } } },
        '/wps/game/closeGame': () => {
          open = false;
          return { value: { closed: true } };
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Rồng Vàng/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'A game is still open' });
    expect(dialog).toHaveTextContent('Lucky Dice is still open. Close it and start Rồng Vàng?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close it and play' }));
    await waitFor(() =>
      expect(location()).toBe(
        `/game?nodeId=PG-1&vassalage=PG&name=${encodeURIComponent('Rồng Vàng').replace(/%20/g, '+')}&gameId=PG-1`,
      ),
    );
    expect(platform.calls('/wps/game/closeGame')[0]?.body).toEqual({ nodeId: 'INH-dice' });
    const launch = platform.calls('/wps/game/launchGame')[1]?.url.searchParams;
    expect(Object.fromEntries(launch ?? [])).toMatchObject({
      nodeId: 'PG-1',
      vassalage: 'PG',
      launchMode: 'GLS',
      accountType: '1',
      confirmTrans: '0',
      clientType: '3',
      platform: 'html5-desktop',
    });
  });

  it('says until when a game is under maintenance and suggests other games', async () => {
    await renderLobby(<LobbyScreen kind="RNG" />, {
      route: '/rng',
      host: { loggedIn: true },
      answers: lobbyAnswers({
        '/wps/relay/MCSFE_getFavoriteGames': { value: [] },
        '/wps/game/launchGame': {
          errorCode: 'game_maintenance',
          status: 409,
          value: { content: { data: { maintainTime: 0, endTime: Date.UTC(2030, 0, 2, 3, 4) } } },
        },
        '/wps/relay/GCSGAME_hotGamesV2': { value: { list: [GAMES[0], GAMES[2]] } },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Rồng Vàng/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Game under maintenance' });
    expect(dialog.textContent).toMatch(/Rồng Vàng is under maintenance until 2030-01-0\d/);
    expect(await within(dialog).findByRole('button', { name: 'Fortune Gems' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Rồng Vàng' })).not.toBeInTheDocument();
  });
});

describe('LobbyScreen (vendor cards)', () => {
  it('lists the esports vendors split out of SPORTS, each launching its vendor', async () => {
    await renderLobby(<LobbyScreen kind="ESPORTS" />, { route: '/esports', answers: lobbyAnswers() });
    const list = await screen.findByRole('list', { name: 'Providers' });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(list).getByRole('button', { name: 'IM Esports' })).toBeInTheDocument();
  });
});
