// The game list of one filter set as one long list for the virtual grid: fetched in chunks of the
// spec's page of 42 games (the first at once, the others when the grid shows their rows), so
// 10,000 games never travel at once and the DOM keeps only the rows in view. A page of 42 fills
// the grid's first view; larger chunks made each search keystroke fetch, validate and parse five
// times what it shows (README: lobby benchmark).
import { gamesApi, useGetGameListQuery, useStoreSelector } from '@portal/api';
import { DEFAULT_GAME_PAGE_SIZE, type Game, type GameListRequest } from '@portal/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

export const GAME_CHUNK_SIZE = DEFAULT_GAME_PAGE_SIZE;

export type GameFilters = Omit<GameListRequest, 'pageNo' | 'pageSize'>;

export interface GameChunks {
  /** How many games match (all chunks). */
  count: number;
  gameAt: (index: number) => Game | undefined;
  /** The grid's visible range: fetch the chunks it needs. */
  onRangeChange: (first: number, last: number) => void;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => void;
}

/** Which chunks (pages, from 1) hold the items first..last. */
export function chunksFor(first: number, last: number, size = GAME_CHUNK_SIZE): number[] {
  if (last < first || last < 0) return [];
  const pages: number[] = [];
  for (let page = Math.floor(Math.max(0, first) / size) + 1; page <= Math.floor(last / size) + 1; page += 1)
    pages.push(page);
  return pages;
}

/** The request of a filter set's first chunk (what useGameChunks asks for at once). */
export function firstChunk(filters: GameFilters): GameListRequest {
  return { ...filters, pageNo: 1, pageSize: GAME_CHUNK_SIZE };
}

/**
 * Starts the first chunk of a filter set now, from an event handler (a search keystroke), a few
 * milliseconds before the grid's render would: the grid then finds the request under way.
 */
export function usePrefetchGames(): (filters: GameFilters) => void {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  return useCallback(
    (filters: GameFilters) => void dispatch(gamesApi.util.prefetch('getGameList', firstChunk(filters), {})),
    [dispatch],
  );
}

/**
 * The filters the grid shows: these filters, unless their first chunk is being fetched right now
 * (a search keystroke's request, started by usePrefetchGames), in which case the last filters shown
 * until the answer (or error) is in. A keystroke then renders only the search field: the grid,
 * which would show the same tiles until the answer, renders once, with the answer — results
 * already fetched show at once, and of several keystrokes in flight only the newest answer shown
 * is the one its filters ask for. Filters nobody fetched yet (a vendor tab, the URL) pass at once
 * and the grid fetches them itself, showing its loading state as before.
 */
export function useAnsweredFilters(filters: GameFilters): GameFilters {
  const key = JSON.stringify(filters);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the filters
  const selectFirst = useMemo(() => gamesApi.endpoints.getGameList.select(firstChunk(filters)), [key]);
  const pending = useStoreSelector((state: Parameters<typeof selectFirst>[0]) => selectFirst(state).isLoading);
  // The last filters shown, kept as state adjusted while rendering (React's pattern for state that
  // follows a prop): a new filter set that is not pending becomes the one shown.
  const [shown, setShown] = useState(filters);
  if (!pending && shown !== filters) setShown(filters);
  return pending ? shown : filters;
}

export function useGameChunks(filters: GameFilters, { skip = false }: { skip?: boolean } = {}): GameChunks {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const key = JSON.stringify(filters);
  const first = useGetGameListQuery(firstChunk(filters), { skip });
  const [chunks, setChunks] = useState<{ key: string; pages: ReadonlyMap<number, Game[]> }>({ key, pages: new Map() });
  const requested = useRef(new Set<string>());

  useEffect(() => {
    requested.current.clear();
  }, [key]);

  const data = first.data;
  const count = data
    ? (data.total ?? (data.totalPages <= 1 ? data.games.length : data.totalPages * GAME_CHUNK_SIZE))
    : 0;

  const onRangeChange = useCallback(
    (from: number, to: number) => {
      for (const page of chunksFor(from, to)) {
        const id = `${key}#${page}`;
        if (page === 1 || requested.current.has(id)) continue;
        requested.current.add(id);
        const request = dispatch(
          gamesApi.endpoints.getGameList.initiate({
            ...(JSON.parse(key) as GameFilters),
            pageNo: page,
            pageSize: GAME_CHUNK_SIZE,
          }),
        );
        request
          .unwrap()
          .then((value) => {
            setChunks((current) => {
              const base = current.key === key ? current.pages : new Map<number, Game[]>();
              return { key, pages: new Map(base).set(page, value.games) };
            });
          })
          .catch(() => requested.current.delete(id))
          .finally(() => request.unsubscribe());
      }
    },
    [dispatch, key],
  );

  const gameAt = useCallback(
    (index: number) => {
      const page = Math.floor(index / GAME_CHUNK_SIZE) + 1;
      // Chunks of an older filter set are not shown.
      const games = page === 1 ? data?.games : chunks.key === key ? chunks.pages.get(page) : undefined;
      return games?.[index % GAME_CHUNK_SIZE];
    },
    [data, chunks, key],
  );

  return useMemo(
    () => ({
      count,
      gameAt,
      onRangeChange,
      isLoading: first.isLoading,
      isFetching: first.isFetching,
      isError: first.isError,
      refetch: () => void first.refetch(),
    }),
    [count, gameAt, onRangeChange, first],
  );
}
