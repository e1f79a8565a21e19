// useAnsweredFilters: the grid keeps the filters it shows while a search keystroke's request for
// the new ones is under way, and takes the new ones once answered (or at once when nobody fetches them).
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { game, renderLobby } from '../../test/render';
import { useAnsweredFilters, usePrefetchGames, type GameFilters } from './use-game-chunks';

const handle: { prefetch?: (filters: GameFilters) => void } = {};

function Probe({ filters }: { filters: GameFilters }) {
  handle.prefetch = usePrefetchGames();
  return <output aria-label="shown">{JSON.stringify(useAnsweredFilters(filters))}</output>;
}

const answers = {
  '/wps/relay/GCSGAME_gameList': () => ({ value: { games: [game('PG-1', 'Rồng Vàng')], totalPages: 1, total: 1 } }),
};
const ALL: GameFilters = { gameType: 'RNG' };
const shown = () => JSON.parse(screen.getByRole('status', { name: 'shown' }).textContent ?? '') as GameFilters;

describe('useAnsweredFilters', () => {
  it('shows the last filters while a search for new ones is under way, then the new ones once answered', async () => {
    const { rerender } = await renderLobby(<Probe filters={ALL} />, { answers });
    const search: GameFilters = { gameType: 'RNG', gameName: 'ro' };
    act(() => {
      // As a keystroke does: the request starts in the handler, then the render with the new text.
      handle.prefetch?.(search);
      rerender(<Probe filters={search} />);
    });
    expect(shown()).toEqual(ALL);
    await waitFor(() => expect(shown()).toEqual(search));
  });

  it('passes filters nobody is fetching at once (a vendor tab, the URL): the grid fetches them itself', async () => {
    const { rerender } = await renderLobby(<Probe filters={ALL} />, { answers });
    const vendor: GameFilters = { gameType: 'RNG', vassalage: 'PG' };
    act(() => rerender(<Probe filters={vendor} />));
    expect(shown()).toEqual(vendor);
  });
});
