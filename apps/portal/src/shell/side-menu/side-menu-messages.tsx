// The side menu's customer-service menu (spec §2 "Left side menu"): customer service and chat
// (side-menu-service.tsx), then the platform messages entry, which opens the member centre on
// messageV2 (a visitor gets the login popup, a trial account the real-account warning) and shows
// the unread count for a member; then the announcements entry, which opens the notice modal, and the
// speed test (help, the menu's own, stays in the first paint). A
// chunk of its own, so the count's call and polling stay out of the home page's entry bundle.
import { useModuleEnabled } from '@portal/api';
import { useOpenPersonalCenter, useUnreadCount, useUnreadMessagesActive } from '@portal/feature-auth';
import { useTranslation } from '@portal/i18n';
import { Badge, InfoIcon, MailIcon } from '@portal/ui';
import { useAppDispatch } from '../../app/hooks';
import { noticesOpened } from '../shell-slice';
import { ContactEntries, SpeedTestEntry } from './side-menu-service';
import { ItemButton, ItemCount, ItemLabel } from './side-menu.styles';

function AnnouncementsEntry({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  return (
    <li>
      <ItemButton
        type="button"
        $collapsed={collapsed}
        title={collapsed ? t('sideMenu.announcements') : undefined}
        onClick={() => dispatch(noticesOpened(null))}
      >
        <InfoIcon />
        <ItemLabel $collapsed={collapsed}>{t('sideMenu.announcements')}</ItemLabel>
      </ItemButton>
    </li>
  );
}

export default function SideMenuMessages({ collapsed }: { collapsed: boolean }) {
  return (
    <>
      <ContactEntries collapsed={collapsed} />
      <MessagesEntry collapsed={collapsed} />
      <AnnouncementsEntry collapsed={collapsed} />
      <SpeedTestEntry collapsed={collapsed} />
    </>
  );
}

function MessagesEntry({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('shell');
  const openPersonalCenter = useOpenPersonalCenter();
  const inbox = useModuleEnabled('INBOX3');
  const count = useUnreadCount(useUnreadMessagesActive());
  if (!inbox) return null;
  const label = count ? t('sideMenu.messagesUnread', { count }) : t('sideMenu.messages');
  return (
    <li>
      <ItemButton
        type="button"
        $collapsed={collapsed}
        aria-label={label}
        title={collapsed ? label : undefined}
        onClick={() => openPersonalCenter('messageV2')}
      >
        <MailIcon />
        <ItemLabel $collapsed={collapsed}>{t('sideMenu.messages')}</ItemLabel>
        {count ? (
          <ItemCount $collapsed={collapsed} aria-hidden="true">
            <Badge count={count} />
          </ItemCount>
        ) : null}
      </ItemButton>
    </li>
  );
}
