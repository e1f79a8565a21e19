// The header's platform-messages button (INBOX3): a mail icon with the unread count on it; its
// accessible name says the count ("Platform messages: 3 unread messages"). It opens the member
// centre on messageV2.
import { useModuleEnabled } from '@portal/api';
import { Badge, IconButton, MailIcon } from '@portal/ui';
import { useUnreadCount } from '../session/unread-count';
import { useUnreadMessagesActive } from '../session/use-unread-messages';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { CountSlot, IconWithCount } from './messages-button.styles';

export function MessagesButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useAuthTranslation();
  const inbox = useModuleEnabled('INBOX3');
  const count = useUnreadCount(useUnreadMessagesActive());
  if (!inbox) return null;
  const label = count ? t('memberBar.messagesUnread', { count }) : t('memberBar.messages');
  return (
    <IconButton
      label={label}
      onClick={onOpen}
      icon={
        <IconWithCount>
          <MailIcon />
          {count ? (
            <CountSlot aria-hidden="true">
              <Badge count={count} />
            </CountSlot>
          ) : null}
        </IconWithCount>
      }
    />
  );
}
