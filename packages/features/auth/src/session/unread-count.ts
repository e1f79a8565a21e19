// The unread platform messages count (INBOX3) while `active`: read every minute, and at once when a
// message is read (readMessages invalidates 'Messages', which the count provides). Its own module,
// free of the session's, so a lazy chunk can hold it without pulling session code out of the entry.
import { useGetUnreadCountQuery } from '@portal/api';

export const UNREAD_COUNT_POLL_MS = 60_000;

/** The count, or null while inactive or not yet known. */
export function useUnreadCount(active: boolean): number | null {
  const { data } = useGetUnreadCountQuery(undefined, { skip: !active, pollingInterval: UNREAD_COUNT_POLL_MS });
  return active && data ? data.unReadCount : null;
}
