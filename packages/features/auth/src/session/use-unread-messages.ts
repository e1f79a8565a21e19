// Whether the unread platform messages count applies: a real member (not a trial account) is
// logged in and the tenant has the inbox (INBOX3). The header and the side menu show the count
// only then (useUnreadCount).
import { useModuleEnabled } from '@portal/api';
import { isTrialType } from '@portal/contracts';
import { useAuthSelector } from './hooks';

export function useUnreadMessagesActive(): boolean {
  const loggedIn = useAuthSelector((state) => state.auth.loggedIn);
  const accountType = useAuthSelector((state) => state.auth.accountType);
  const inbox = useModuleEnabled('INBOX3');
  return loggedIn && inbox && !(accountType !== null && isTrialType(accountType));
}
