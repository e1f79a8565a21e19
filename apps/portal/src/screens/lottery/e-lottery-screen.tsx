// /elott: the e-lotteries (prize mode Elott) on @portal/feature-lottery's lottery screen; its menu
// keeps the player on /elott. The lobby's launch routing still sends an ELOTT game to /lottery.
import { LotteryScreen } from '@portal/feature-lottery';
import { useTranslation } from '@portal/i18n';
import { WithLotteryHost } from './lottery-host';

export function ELotteryScreen() {
  const { t } = useTranslation('shell');
  return (
    <WithLotteryHost>
      <LotteryScreen title={t('screens.lottery.eTitle')} basePath="/elott" prizeMode="Elott" />
    </WithLotteryHost>
  );
}
