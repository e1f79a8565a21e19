// /elott. ── PLUG-IN POINT (lobby): the e-lottery lobby.
import { useTranslation } from '@portal/i18n';
import { BackHomeLink } from '../parts/back-home-link';
import { SimpleScreen } from '../parts/simple-screen';
import { ELotteryIcon } from '../../shell/icons/shell-icons';

export function ELotteryScreen() {
  const { t } = useTranslation('shell');
  return (
    <SimpleScreen title={t('screens.lottery.eTitle')} emptyTitle={t('screens.lottery.emptyTitle')} emptyBody={t('screens.lottery.emptyBody')} icon={<ELotteryIcon />} actions={<BackHomeLink />} />
  );
}
