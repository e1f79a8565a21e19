// /register and /register.html: the registration page (title, reset, back home, terms link).
// ── PLUG-IN POINT (accounts): @portal/feature-auth's registration form (username and mobile
// tabs, ?referralCode= prefill) replaces the empty state.
import { useTranslation } from '@portal/i18n';
import { ButtonLink } from '../../shell/button-link';
import { BackHomeLink } from '../parts/back-home-link';
import { SimpleScreen } from '../parts/simple-screen';
import { UserPlusIcon } from '../parts/screen-icons';

export function RegisterScreen() {
  const { t } = useTranslation('shell');
  return (
    <SimpleScreen
      title={t('screens.register.title')}
      emptyTitle={t('screens.register.emptyTitle')}
      emptyBody={t('screens.register.emptyBody')}
      icon={<UserPlusIcon />}
      actions={
        <>
          <BackHomeLink variant="primary" />
          <ButtonLink to="/help" $variant="ghost">
            {t('screens.register.terms')}
          </ButtonLink>
        </>
      }
    />
  );
}
