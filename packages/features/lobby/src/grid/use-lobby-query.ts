// The lobby's filters live in the URL query (spec: RNG tabs go to /rng?page={vendor}), so a search
// or a filter can be shared, reloaded and undone with Back: page (vendor), q (name search),
// classify (classification tab), bet (minimum bet at most), view (all, favourites, recent) and p
// (page of the favourites or recent list). Typing replaces the entry instead of adding one per key.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export const LOBBY_VIEWS = ['all', 'favourites', 'recent'] as const;
export type LobbyView = (typeof LOBBY_VIEWS)[number];

export interface LobbyQuery {
  vendor: string;
  search: string;
  classify: string;
  bet: string;
  view: LobbyView;
  listPage: number;
}

export function readLobbyQuery(params: URLSearchParams): LobbyQuery {
  const view = params.get('view');
  const listPage = Number(params.get('p') ?? '1');
  return {
    vendor: params.get('page') ?? '',
    search: params.get('q') ?? '',
    classify: params.get('classify') ?? '',
    bet: params.get('bet') ?? '',
    view: (LOBBY_VIEWS as readonly string[]).includes(view ?? '') ? (view as LobbyView) : 'all',
    listPage: Number.isInteger(listPage) && listPage > 0 ? listPage : 1,
  };
}

const PARAM_OF: Record<keyof LobbyQuery, string> = {
  vendor: 'page',
  search: 'q',
  classify: 'classify',
  bet: 'bet',
  view: 'view',
  listPage: 'p',
};

/** The next query string: changed keys set (empty or default removed); any change but the list page resets the list page. */
export function nextLobbyParams(current: URLSearchParams, changes: Partial<LobbyQuery>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes) as [keyof LobbyQuery, LobbyQuery[keyof LobbyQuery]][]) {
    const param = PARAM_OF[key];
    const isDefault =
      value === '' || value === undefined || (key === 'view' && value === 'all') || (key === 'listPage' && value === 1);
    if (isDefault) next.delete(param);
    else next.set(param, String(value));
  }
  if (!('listPage' in changes)) next.delete('p');
  return next;
}

export function useLobbyQuery(): [LobbyQuery, (changes: Partial<LobbyQuery>, options?: { push?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Partial<LobbyQuery>, { push = false }: { push?: boolean } = {}) => {
      setParams((current) => nextLobbyParams(current, changes), { replace: !push });
    },
    [setParams],
  );
  return [readLobbyQuery(params), update];
}

/** How long typing pauses before the URL's `q` follows (a navigation re-renders the whole route). */
export const SEARCH_URL_DELAY_MS = 400;

/**
 * The search box's text. What is typed shows and searches at once; the URL's `q` follows once the
 * typing pauses for SEARCH_URL_DELAY_MS (written with replace, through a router navigation that
 * re-renders the route, so not on every key). A `q` that typing did not write (Back, a link)
 * replaces the text and drops a pending write.
 */
export function useSearchText(urlSearch: string, write: (search: string) => void): [string, (search: string) => void] {
  const [text, setText] = useState(urlSearch);
  const written = useRef<string[]>([]);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const index = written.current.indexOf(urlSearch);
    if (index >= 0) {
      // The URL caught up with what was typed: nothing to adopt.
      written.current = written.current.slice(index + 1);
      return;
    }
    written.current = [];
    clearTimeout(pending.current);
    setText(urlSearch);
  }, [urlSearch]);
  useEffect(() => () => clearTimeout(pending.current), []);
  const change = useCallback(
    (search: string) => {
      setText(search);
      clearTimeout(pending.current);
      pending.current = setTimeout(() => {
        written.current.push(search);
        write(search);
      }, SEARCH_URL_DELAY_MS);
    },
    [write],
  );
  return [text, change];
}
