// Favourites (spec §4): the ids of the member's favourite games, and the toggle — removes a
// favourite, adds anything else; a visitor gets the login popup instead. The list refetches by tag.
import {
  useAddFavoriteMutation,
  useGetFavoriteIdsQuery,
  useModuleEnabled,
  useRemoveFavoriteMutation,
} from '@portal/api';
import type { Game } from '@portal/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useLobbyHost } from '../shared/lobby-host';

export interface Favourites {
  /** Whether the tenant has favourites at all (module GAMELOFAV3). */
  enabled: boolean;
  isFavourite: (nodeId: string) => boolean;
  toggle: (game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>) => void;
  busy: (nodeId: string) => boolean;
}

export function useFavourites(): Favourites {
  const host = useLobbyHost();
  const enabled = useModuleEnabled('GAMELOFAV3');
  const { data } = useGetFavoriteIdsQuery(undefined, { skip: !host.loggedIn || !enabled });
  const [add] = useAddFavoriteMutation();
  const [remove] = useRemoveFavoriteMutation();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const ids = useMemo(() => new Set(host.loggedIn ? (data ?? []) : []), [data, host.loggedIn]);

  const toggle = useCallback(
    (game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>) => {
      host.requireLogin(() => {
        const change = ids.has(game.nodeId) ? remove : add;
        setPending((current) => new Set(current).add(game.nodeId));
        void change({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType })
          .unwrap()
          .catch(() => undefined)
          .finally(() =>
            setPending((current) => {
              const next = new Set(current);
              next.delete(game.nodeId);
              return next;
            }),
          );
      });
    },
    [host, ids, add, remove],
  );

  return { enabled, isFavourite: (nodeId) => ids.has(nodeId), toggle, busy: (nodeId) => pending.has(nodeId) };
}
