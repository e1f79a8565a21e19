// The top bar: the brand logo where the route asks for it (spec: /register; we add /login), the
// theme switch and the account area.
import { useTranslation } from '@portal/i18n';
import { memo } from 'react';
import { Link } from 'react-router';
import { useTenant } from '../../tenant/tenant-context';
import { AccountSlot } from './account-slot';
import { Actions, HeaderBar, LogoImage, Spacer } from './header.styles';
import { ThemeSwitch } from './theme-switch';

export const Header = memo(function Header({ showLogo }: { showLogo: boolean }) {
  const { t } = useTranslation('shell');
  const tenant = useTenant();
  return (
    <HeaderBar>
      {showLogo && (
        <Link to="/" aria-label={t('homeLink', { brandName: tenant.config.brandName })}>
          <LogoImage src={tenant.assets.logo} alt={tenant.config.brandName} />
        </Link>
      )}
      <Spacer />
      <Actions>
        <ThemeSwitch />
        <AccountSlot />
      </Actions>
    </HeaderBar>
  );
});
