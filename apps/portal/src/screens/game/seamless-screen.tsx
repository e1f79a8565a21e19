// /seamless: the seamless game screen (bars hidden unless shown). ── PLUG-IN POINT (lobby).
import { useTranslation } from '@portal/i18n';
import { BackHomeLink } from '../parts/back-home-link';
import { SimpleScreen } from '../parts/simple-screen';
import { GamepadIcon } from '../parts/screen-icons';

export function SeamlessScreen() {
  const { t } = useTranslation('shell');
  return <SimpleScreen title={t('screens.game.title')} emptyTitle={t('screens.game.emptyTitle')} emptyBody={t('screens.game.emptyBody')} icon={<GamepadIcon />} actions={<BackHomeLink />} />;
}
