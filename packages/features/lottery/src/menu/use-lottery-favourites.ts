// Lottery favourites per username, kept in this browser (spec: "lottery favourites per username are
// stored locally"): localStorage `lotteryFavourites:<username>` holds the game codes, in the order
// they were marked. A visitor has none.
import { useCallback, useEffect, useState } from 'react';

export const favouritesKey = (username: string) => `lotteryFavourites:${username}`;

export function readFavourites(storage: Storage | null, username: string | null): string[] {
  if (!storage || !username) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(favouritesKey(username)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage blocked (private mode, policy): favourites last for the page only.
    return null;
  }
}

export interface LotteryFavourites {
  codes: readonly string[];
  isFavourite: (gameCode: string) => boolean;
  toggle: (gameCode: string) => void;
}

export function useLotteryFavourites(username: string | null): LotteryFavourites {
  const [codes, setCodes] = useState<string[]>(() => readFavourites(browserStorage(), username));
  useEffect(() => setCodes(readFavourites(browserStorage(), username)), [username]);

  const toggle = useCallback(
    (gameCode: string) => {
      if (!username) return;
      setCodes((current) => {
        const next = current.includes(gameCode) ? current.filter((code) => code !== gameCode) : [...current, gameCode];
        try {
          browserStorage()?.setItem(favouritesKey(username), JSON.stringify(next));
        } catch {
          // Quota or blocked storage: keep the choice for this page.
        }
        return next;
      });
    },
    [username],
  );

  return { codes, isFavourite: (gameCode) => codes.includes(gameCode), toggle };
}
