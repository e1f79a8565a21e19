import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chunksFor } from './use-game-chunks';
import { nextLobbyParams, readLobbyQuery, SEARCH_URL_DELAY_MS, useSearchText } from './use-lobby-query';

describe('lobby query in the URL', () => {
  it('reads the filters with their defaults', () => {
    expect(readLobbyQuery(new URLSearchParams('page=PG&q=r%E1%BB%93ng&view=recent&p=3'))).toEqual({
      vendor: 'PG',
      search: 'rồng',
      classify: '',
      bet: '',
      view: 'recent',
      listPage: 3,
    });
    expect(readLobbyQuery(new URLSearchParams('view=nonsense&p=-2'))).toMatchObject({ view: 'all', listPage: 1 });
  });

  it('sets changed filters, drops empty and default ones, and goes back to the first list page', () => {
    const next = nextLobbyParams(new URLSearchParams('page=PG&q=dragon&p=4'), { search: '', bet: '5' });
    expect(next.toString()).toBe('page=PG&bet=5');
    expect(nextLobbyParams(new URLSearchParams('view=favourites'), { listPage: 2 }).toString()).toBe(
      'view=favourites&p=2',
    );
    expect(nextLobbyParams(new URLSearchParams('view=favourites&p=2'), { view: 'all' }).toString()).toBe('');
  });

  it('knows which chunks (42 games by default) a range of the grid needs', () => {
    expect(chunksFor(0, 41)).toEqual([1]);
    expect(chunksFor(40, 90)).toEqual([1, 2, 3]);
    expect(chunksFor(180, 420, 200)).toEqual([1, 2, 3]);
    expect(chunksFor(5, -1)).toEqual([]);
  });
});

describe('useSearchText', () => {
  it('keeps what is typed, writes the URL once typing pauses, and adopts a q that typing did not write', () => {
    vi.useFakeTimers();
    try {
      const write = vi.fn();
      const { result, rerender } = renderHook(({ url }) => useSearchText(url, write), { initialProps: { url: '' } });
      act(() => result.current[1]('d'));
      act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS - 1));
      act(() => result.current[1]('dr'));
      expect(result.current[0]).toBe('dr');
      expect(write).not.toHaveBeenCalled(); // still typing
      act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
      expect(write.mock.calls).toEqual([['dr']]);
      rerender({ url: 'dr' }); // the URL caught up
      expect(result.current[0]).toBe('dr');
      act(() => result.current[1]('dra'));
      rerender({ url: 'gold' }); // Back, or a link, before the pending write
      expect(result.current[0]).toBe('gold');
      act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
      expect(write.mock.calls).toEqual([['dr']]); // the pending 'dra' was dropped
    } finally {
      vi.useRealTimers();
    }
  });
});
