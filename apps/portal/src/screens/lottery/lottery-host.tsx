// The bridge between accounts and the lottery (features do not import each other): the lottery gets
// the login state, the username (its favourites are kept per username) and accounts' login guard,
// and its texts (the `lottery` namespace, added when a lottery screen opens, with the tenant's
// overrides) — nothing of it is in the home page's start-up.
import { selectAuth, selectLoggedIn, useAuthSelector, useRequireLogin } from '@portal/feature-auth';
import { LotteryHostProvider, LotteryTexts, type LotteryHost, type LotteryTextOverrides } from '@portal/feature-lottery';
import type { ResourceTree } from '@portal/i18n';
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
