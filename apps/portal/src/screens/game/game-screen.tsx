// /game: a launched game in an iframe. ── PLUG-IN POINT (lobby): the launch result (game_url).
import { useTranslation } from '@portal/i18n';
import { BackHomeLink } from '../parts/back-home-link';
import { SimpleScreen } from '../parts/simple-screen';
import { GamepadIcon } from '../parts/screen-icons';

export function GameScreen() {
  const { t } = useTranslation('shell');
  return <SimpleScreen title={t('screens.game.title')} emptyTitle={t('screens.game.emptyTitle')} emptyBody={t('screens.game.emptyBody')} icon={<GamepadIcon />} actions={<BackHomeLink />} />;
}
