import { describe, expect, it } from 'vitest';
import { chunksFor } from './use-game-chunks';
import { nextLobbyParams, readLobbyQuery } from './use-lobby-query';

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
