// /help: help and terms (the registration form's terms link). ── PLUG-IN POINT (support).
import { useTranslation } from '@portal/i18n';
import { BackHomeLink } from '../parts/back-home-link';
import { SimpleScreen } from '../parts/simple-screen';
import { DocumentIcon } from '../parts/screen-icons';

export function HelpScreen() {
  const { t } = useTranslation('shell');
  return (
    <SimpleScreen
      title={t('screens.help.title')}
      emptyTitle={t('screens.help.emptyTitle')}
      emptyBody={t('screens.help.emptyBody')}
      icon={<DocumentIcon />}
      actions={<BackHomeLink />}
    />
  );
}
