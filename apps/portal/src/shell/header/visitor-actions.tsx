// The visitor's buttons in the header: Log in, and Register when the tenant allows direct
// registration (DIRECTREG3). They lead to the /login and /register pages.
import { useTranslation } from '@portal/i18n';
import { useShellModuleEnabled } from '../../tenant/module-flags';
import { ButtonLink } from '../button-link';

export function VisitorActions() {
  const { t } = useTranslation('common');
  const directRegistration = useShellModuleEnabled('DIRECTREG3');
  return (
    <>
      <ButtonLink to="/login" $variant="secondary">
        {t('actions.logIn')}
      </ButtonLink>
      {directRegistration && <ButtonLink to="/register">{t('actions.register')}</ButtonLink>}
    </>
  );
}
