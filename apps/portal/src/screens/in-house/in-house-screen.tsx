// /inhouse. ── PLUG-IN POINT (lobby): the in-house games.
import { useTranslation } from '@portal/i18n';
import { BackHomeLink } from '../parts/back-home-link';
import { SimpleScreen } from '../parts/simple-screen';
import { GamepadIcon } from '../parts/screen-icons';

export function InHouseScreen() {
  const { t } = useTranslation('shell');
  return <SimpleScreen title={t('screens.inHouse.title')} emptyTitle={t('screens.inHouse.emptyTitle')} emptyBody={t('screens.inHouse.emptyBody')} icon={<GamepadIcon />} actions={<BackHomeLink />} />;
}
