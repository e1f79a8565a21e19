// /vnlottery (query gameCode): @portal/feature-lottery's Vietnamese lottery — the VN menu, the
// current issue, the board and slip, the full prize tables of recent draws and the last 100 opened
// numbers. The immersive layout (header and side menu hidden unless shown, the collapse toggle) is
// the shell's (route table: immersive).
import { VnLotteryScreen as FeatureVnLotteryScreen } from '@portal/feature-lottery';
import { useTranslation } from '@portal/i18n';
import { WithLotteryHost } from './lottery-host';

export function VnLotteryScreen() {
  const { t } = useTranslation('shell');
  return (
    <WithLotteryHost>
      <FeatureVnLotteryScreen title={t('screens.lottery.vnTitle')} />
    </WithLotteryHost>
  );
}
