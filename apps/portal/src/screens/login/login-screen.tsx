// /login: where forced login sends visitors. ── PLUG-IN POINT (accounts): @portal/feature-auth's
// login form (username or SMS, captcha, free play) replaces the empty state, then returns to the
// page the guard remembered in `location.state.from`.
import { useTranslation } from '@portal/i18n';
import { ButtonLink } from '../../shell/button-link';
import { useShellModuleEnabled } from '../../tenant/module-flags';
import { SimpleScreen } from '../parts/simple-screen';
import { KeyIcon } from '../parts/screen-icons';

export function LoginScreen() {
  const { t } = useTranslation('shell');
  const directRegistration = useShellModuleEnabled('DIRECTREG3');
  return (
    <SimpleScreen
      title={t('screens.login.title')}
      emptyTitle={t('screens.login.emptyTitle')}
      emptyBody={t('screens.login.emptyBody')}
      icon={<KeyIcon />}
      actions={
        <>
          {directRegistration && <ButtonLink to="/register">{t('screens.login.register')}</ButtonLink>}
          <ButtonLink to="/helpmc" $variant="secondary">
            {t('sideMenu.helpCentre')}
          </ButtonLink>
          <ButtonLink to="/download" $variant="secondary">
            {t('download.title')}
          </ButtonLink>
        </>
      }
    />
  );
}
