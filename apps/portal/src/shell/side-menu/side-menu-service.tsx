// The side menu's customer-service entries (spec §2 customer service menu: cs, chat, message,
// announcement, help, speed test — message and announcement are side-menu-messages.tsx, help is the
// menu's own): customer service opens the service link in a 440 × 750 popup (use-customer-service),
// chat (when CBS3 is on) toggles the floating chat panel — a visitor gets the login popup, a
// free-play account the in_please_information warning — and the speed test opens its dialog. Part
// of the side menu's messages chunk (side-menu-messages.tsx), loaded after the first paint.
import { useRequireChatLogin } from '@portal/feature-auth';
import { useTranslation } from '@portal/i18n';
import type { ComponentType } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { useShellModuleEnabled } from '../../tenant/module-flags';
import { ChatIcon, GaugeIcon, HeadsetIcon } from '../icons/extra-icons';
import { chatPanel, useChatPanel } from '../chat/chat-panel-store';
import { modalOpened } from '../shell-slice';
import { useCustomerService } from '../use-customer-service';
import { ItemButton, ItemLabel } from './side-menu.styles';

function Entry({
  collapsed,
  label,
  Icon,
  onClick,
  ...aria
}: {
  collapsed: boolean;
  label: string;
  Icon: ComponentType;
  onClick: () => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
}) {
  return (
    <li>
      <ItemButton
        type="button"
        $collapsed={collapsed}
        title={collapsed ? label : undefined}
        onClick={onClick}
        {...aria}
      >
        <Icon />
        <ItemLabel $collapsed={collapsed}>{label}</ItemLabel>
      </ItemButton>
    </li>
  );
}

/** Customer service and chat: above the messages and announcements. */
export function ContactEntries({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('shell');
  const openCustomerService = useCustomerService();
  const requireChatLogin = useRequireChatLogin();
  const chatOn = useShellModuleEnabled('CBS3');
  const panel = useChatPanel().state;
  return (
    <>
      <Entry
        collapsed={collapsed}
        label={t('sideMenu.customerService')}
        Icon={HeadsetIcon}
        onClick={openCustomerService}
      />
      {chatOn && (
        <Entry
          collapsed={collapsed}
          label={t('sideMenu.chat')}
          Icon={ChatIcon}
          aria-expanded={panel === 'open'}
          onClick={() => requireChatLogin(chatPanel.toggle)}
        />
      )}
    </>
  );
}

/** The domain speed test: below help. */
export function SpeedTestEntry({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  return (
    <Entry
      collapsed={collapsed}
      label={t('sideMenu.speedTest')}
      Icon={GaugeIcon}
      aria-haspopup="dialog"
      onClick={() => dispatch(modalOpened('speedTest'))}
    />
  );
}
