// /lottery (query gameCode, playType): @portal/feature-lottery's lottery screen — the menu of
// lotteries by group, the current issue and its countdown, the bet board and slip, results and the
// member's bets. Login state reaches it through WithLotteryHost.
import { LotteryScreen as FeatureLotteryScreen } from '@portal/feature-lottery';
import { useTranslation } from '@portal/i18n';
import { WithLotteryHost } from './lottery-host';

export function LotteryScreen() {
  const { t } = useTranslation('shell');
  return (
    <WithLotteryHost>
      <FeatureLotteryScreen title={t('screens.lottery.title')} basePath="/lottery" />
    </WithLotteryHost>
  );
}
