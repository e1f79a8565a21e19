// The number of unread platform messages (INBOX3) that the header and the side menu show. Asked for
// only while a real member is logged in (not a trial account) and the tenant has the inbox; read
// again every minute, and at once whenever a message is read (readMessages invalidates 'Messages',
// which the count provides). Null when there is nothing to show.
import { useGetUnreadCountQuery, useModuleEnabled } from '@portal/api';
import { isTrialType } from '@portal/contracts';
import { useAuthSelector } from './hooks';

export const UNREAD_COUNT_POLL_MS = 60_000;

export function useUnreadMessageCount(): number | null {
  const loggedIn = useAuthSelector((state) => state.auth.loggedIn);
  const accountType = useAuthSelector((state) => state.auth.accountType);
  const inbox = useModuleEnabled('INBOX3');
  const active = loggedIn && inbox && !(accountType !== null && isTrialType(accountType));
  const { data } = useGetUnreadCountQuery(undefined, { skip: !active, pollingInterval: UNREAD_COUNT_POLL_MS });
  return active && data ? data.unReadCount : null;
}
