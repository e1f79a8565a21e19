// The lower part of the side menu: the language selector (only when the tenant offers more than
// one language; in the mini menu a button that expands the menu to reach it), the app download
// area and the social links.
import { useTranslation } from '@portal/i18n';
import { IconButton } from '@portal/ui';
import { useAppDispatch } from '../../app/hooks';
import { useTenant } from '../../tenant/tenant-context';
import { GlobeIcon } from '../icons/extra-icons';
import { sideMenuToggled } from '../shell-slice';
import { AppDownload } from './app-download';
import { LanguageSelect } from './language-select';
import { Section } from './side-menu.styles';
import { SocialLinks } from './social-links';

export default function SideMenuExtras({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const multilingual = useTenant().config.languages.length > 1;
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
    </>
  );
}
