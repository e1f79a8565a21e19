// /vnlottery (query gameCode). ── PLUG-IN POINT (lobby): the Vietnamese lottery lobby.
import { useTranslation } from '@portal/i18n';
import { BackHomeLink } from '../parts/back-home-link';
import { SimpleScreen } from '../parts/simple-screen';
import { LotteryIcon } from '../../shell/icons/shell-icons';

export function VnLotteryScreen() {
  const { t } = useTranslation('shell');
  return (
    <SimpleScreen title={t('screens.lottery.vnTitle')} emptyTitle={t('screens.lottery.emptyTitle')} emptyBody={t('screens.lottery.emptyBody')} icon={<LotteryIcon />} actions={<BackHomeLink />} />
  );
}
