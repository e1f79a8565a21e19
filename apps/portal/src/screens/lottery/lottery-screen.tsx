// /lottery (query gameCode, playType), /elott and /vnlottery (query gameCode): @portal/feature-lottery's
// screens — the menu of lotteries by group, the current issue and its countdown, the bet board and
// slip, results and the member's bets; /elott shows the e-lotteries (prize mode Elott); /vnlottery
// the VN menu, the prize tables and the last 100 opened numbers, in the shell's immersive layout
// (route table: immersive). One module for the three routes: one chunk, and the fewest entries in
// the home page's preload map (the home route's JS is at its budget).
//
// The lottery gets login state, the username, the login guard and its texts through WithLotteryHost
// (src/bridges/lottery-host.tsx).
import { LotteryScreen as FeatureLotteryScreen } from '@portal/feature-lottery';
import { useTranslation } from '@portal/i18n';
import { WithLotteryHost } from '../../bridges/lottery-host';

export function LotteryScreen() {
  const { t } = useTranslation('shell');
  return (
    <WithLotteryHost>
      <FeatureLotteryScreen title={t('screens.lottery.title')} basePath="/lottery" />
    </WithLotteryHost>
  );
}

export function ELotteryScreen() {
  const { t } = useTranslation('shell');
  return (
    <WithLotteryHost>
      <FeatureLotteryScreen title={t('screens.lottery.eTitle')} basePath="/elott" prizeMode="Elott" />
    </WithLotteryHost>
  );
}

export function VnLotteryScreen() {
  const { t } = useTranslation('shell');
  return (
    <WithLotteryHost>
      <FeatureLotteryScreen title={t('screens.lottery.vnTitle')} basePath="/vnlottery" variant="vn" />
    </WithLotteryHost>
  );
}
