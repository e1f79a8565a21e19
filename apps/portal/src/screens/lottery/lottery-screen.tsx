// /lottery (query gameCode, playType), /elott and /vnlottery (query gameCode): @portal/feature-lottery's
// screens — the menu of lotteries by group, the current issue and its countdown, the bet board and
// slip, results and the member's bets; /elott shows the e-lotteries (prize mode Elott); /vnlottery
// the VN menu, the prize tables and the last 100 opened numbers, in the shell's immersive layout
// (route table: immersive). One module for the three routes: one chunk, and the fewest entries in
// the home page's preload map (the home route's JS is at its budget).
//
// WithLotteryHost is the bridge between accounts and the lottery (features do not import each
// other): login state, the username (favourites are kept per username) and accounts' login guard,
// and the `lottery` texts, added when a lottery screen opens (with the tenant's overrides) —
// nothing of the lottery is in the home page's start-up.
import { selectAuth, selectLoggedIn, useAuthSelector, useRequireLogin } from '@portal/feature-auth';
import {
  LotteryHostProvider,
  LotteryScreen as FeatureLotteryScreen,
  LotteryTexts,
  type LotteryHost,
  type LotteryTextOverrides,
} from '@portal/feature-lottery';
import { useTranslation, type ResourceTree } from '@portal/i18n';
import { useMemo, type ReactNode } from 'react';
import { useTenant } from '../../tenant/tenant-context';

export function WithLotteryHost({ children }: { children: ReactNode }) {
  const loggedIn = useAuthSelector(selectLoggedIn);
  const auth = useAuthSelector(selectAuth);
  const requireLogin = useRequireLogin();
  const { translationOverrides } = useTenant();
  const username = loggedIn ? auth.account : null;
  const host = useMemo<LotteryHost>(() => ({ loggedIn, username, requireLogin }), [loggedIn, username, requireLogin]);
  const overrides = useMemo<LotteryTextOverrides>(
    () => (language) => translationOverrides[language]?.lottery?.() as Promise<ResourceTree | undefined> | undefined,
    [translationOverrides],
  );
  return (
    <LotteryHostProvider value={host}>
      <LotteryTexts overrides={overrides}>{children}</LotteryTexts>
    </LotteryHostProvider>
  );
}

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
