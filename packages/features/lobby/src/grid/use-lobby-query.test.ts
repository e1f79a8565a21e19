import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chunksFor } from './use-game-chunks';
import { nextLobbyParams, readLobbyQuery, useSearchText } from './use-lobby-query';

describe('lobby query in the URL', () => {
  it('reads the filters with their defaults', () => {
    expect(readLobbyQuery(new URLSearchParams('page=PG&q=r%E1%BB%93ng&view=recent&p=3'))).toEqual({ vendor: 'PG', search: 'rồng', classify: '', bet: '', view: 'recent', listPage: 3 });
    expect(readLobbyQuery(new URLSearchParams('view=nonsense&p=-2'))).toMatchObject({ view: 'all', listPage: 1 });
  });

  it('sets changed filters, drops empty and default ones, and goes back to the first list page', () => {
    const next = nextLobbyParams(new URLSearchParams('page=PG&q=dragon&p=4'), { search: '', bet: '5' });
    expect(next.toString()).toBe('page=PG&bet=5');
    expect(nextLobbyParams(new URLSearchParams('view=favourites'), { listPage: 2 }).toString()).toBe('view=favourites&p=2');
    expect(nextLobbyParams(new URLSearchParams('view=favourites&p=2'), { view: 'all' }).toString()).toBe('');
  });

  it('knows which chunks of 200 games a range of the grid needs', () => {
    expect(chunksFor(0, 41)).toEqual([1]);
    expect(chunksFor(180, 420)).toEqual([1, 2, 3]);
    expect(chunksFor(5, -1)).toEqual([]);
  });
});

describe('useSearchText', () => {
  it('keeps what is typed while the URL catches up, and adopts a q that typing did not write', () => {
    const write = vi.fn();
    const { result, rerender } = renderHook(({ url }) => useSearchText(url, write), { initialProps: { url: '' } });
    act(() => result.current[1]('d'));
    act(() => result.current[1]('dr'));
    expect(result.current[0]).toBe('dr');
    rerender({ url: 'd' }); // the URL one step behind the typing
    expect(result.current[0]).toBe('dr');
    rerender({ url: 'dr' });
    expect(result.current[0]).toBe('dr');
    rerender({ url: 'gold' }); // Back, or a link
    expect(result.current[0]).toBe('gold');
    expect(write.mock.calls).toEqual([['d'], ['dr']]);
  });
});

