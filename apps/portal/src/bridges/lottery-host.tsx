// The app's side of @portal/feature-lottery's port (lottery-host.tsx in the feature): login state,
// the username (favourites are kept per username) and accounts' login guard, and the `lottery`
// texts with the tenant's overrides, added when a lottery screen opens — nothing of the lottery is
// in the home page's start-up. Features do not import each other: every bridge between them is a
// file in this folder, `With<Feature>Host`.
import { selectAuth, selectLoggedIn, useAuthSelector, useRequireLogin } from '@portal/feature-auth';
import {
  LOTTERY_NAMESPACE,
  LotteryHostProvider,
  lotteryResources,
  LotteryTexts,
  type LotteryHost,
  type LotteryTextOverrides,
} from '@portal/feature-lottery';
import { addNamespaceTexts, type ResourceTree } from '@portal/i18n';
import { useMemo, type ReactNode } from 'react';
import type { TenantBundle } from 'virtual:tenant';
import { firstPaintTexts, markTextsShown } from '../app/first-paint-texts';
import { useTenant } from '../tenant/tenant-context';

const lotteryOverrides =
  (translationOverrides: TenantBundle['translationOverrides']): LotteryTextOverrides =>
  (language) =>
    translationOverrides[language]?.lottery?.() as Promise<ResourceTree | undefined> | undefined;

// The lottery screens are prerendered (/lottery, /elott): their texts go into that first paint.
firstPaintTexts('lottery', (i18n, tenant) =>
  addNamespaceTexts(
    i18n,
    i18n.language,
    { [LOTTERY_NAMESPACE]: lotteryResources },
    lotteryOverrides(tenant.translationOverrides),
  ),
);

export function WithLotteryHost({ children }: { children: ReactNode }) {
  const loggedIn = useAuthSelector(selectLoggedIn);
  const auth = useAuthSelector(selectAuth);
  const requireLogin = useRequireLogin();
  const { translationOverrides } = useTenant();
  const username = loggedIn ? auth.account : null;
  const host = useMemo<LotteryHost>(() => ({ loggedIn, username, requireLogin }), [loggedIn, username, requireLogin]);
  const overrides = useMemo(() => lotteryOverrides(translationOverrides), [translationOverrides]);
  markTextsShown('lottery');
  return (
    <LotteryHostProvider value={host}>
      <LotteryTexts overrides={overrides}>{children}</LotteryTexts>
    </LotteryHostProvider>
  );
}
