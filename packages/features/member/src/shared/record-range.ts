// The date range the money pages list: the last 30 days (a spec quick pick) up to a day ahead, fixed
// when the page opens so a poll asks for the same list (one cache entry) every time.
import { useState } from 'react';

const DAY_MS = 24 * 60 * 60 * 1000;
export const LIST_DAYS = 30;

export function useRecentRange(): { startTime: number; endTime: number } {
  const [range] = useState(() => {
    const now = Date.now();
    return { startTime: now - LIST_DAYS * DAY_MS, endTime: now + DAY_MS };
  });
  return range;
}
