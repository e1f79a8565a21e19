// /lottery (query gameCode, playType). ── PLUG-IN POINT (lobby): the lottery game screen.
import { useTranslation } from '@portal/i18n';
import { BackHomeLink } from '../parts/back-home-link';
import { SimpleScreen } from '../parts/simple-screen';
import { LotteryIcon } from '../../shell/icons/shell-icons';

export function LotteryScreen() {
  const { t } = useTranslation('shell');
  return (
    <SimpleScreen title={t('screens.lottery.title')} emptyTitle={t('screens.lottery.emptyTitle')} emptyBody={t('screens.lottery.emptyBody')} icon={<LotteryIcon />} actions={<BackHomeLink />} />
  );
}
