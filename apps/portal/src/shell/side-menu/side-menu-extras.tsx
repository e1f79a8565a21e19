// The lower part of the side menu: the language selector (only when the tenant offers more than
// one language; in the mini menu a button that expands the menu to reach it), the app download
// area, the social links and the chat widget (spec §2: the floating chat button when CBS3 is on).
import { useTranslation } from '@portal/i18n';
import { IconButton } from '@portal/ui';
import { lazy, Suspense } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { useTenant } from '../../tenant/tenant-context';
import { GlobeIcon } from '../icons/extra-icons';
import { sideMenuToggled } from '../shell-slice';
import { AppDownload } from './app-download';
import { LanguageSelect } from './language-select';
import { Section } from './side-menu.styles';
import { SocialLinks } from './social-links';
import { useShellModuleEnabled } from '../../tenant/module-flags';

// The chat button: its own chunk (the unread count's call); the panel loads when first opened.
const ChatLauncher = lazy(() => import('../chat/chat-launcher'));

export default function SideMenuExtras({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const multilingual = useTenant().config.languages.length > 1;
  const chatOn = useShellModuleEnabled('CBS3');
  return (
    <>
      {multilingual &&
        (collapsed ? (
          <IconButton
            label={t('sideMenu.changeLanguage')}
            icon={<GlobeIcon />}
            onClick={() => dispatch(sideMenuToggled())}
          />
        ) : (
          <Section>
            <LanguageSelect />
          </Section>
        ))}
      <AppDownload collapsed={collapsed} />
      <SocialLinks collapsed={collapsed} />
      {chatOn && (
        <Suspense fallback={null}>
          <ChatLauncher />
        </Suspense>
      )}
    </>
  );
}
