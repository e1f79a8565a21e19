// The app's side of @portal/feature-lottery's port (lottery-host.tsx in the feature): login state,
// the username (favourites are kept per username) and accounts' login guard, and the `lottery`
// texts with the tenant's overrides, added when a lottery screen opens — nothing of the lottery is
// in the home page's start-up. Features do not import each other: every bridge between them is a
// file in this folder, `With<Feature>Host`.
import { selectAuth, selectLoggedIn, useAuthSelector, useRequireLogin } from '@portal/feature-auth';
import {
  LotteryHostProvider,
  LotteryTexts,
  type LotteryHost,
  type LotteryTextOverrides,
} from '@portal/feature-lottery';
import type { ResourceTree } from '@portal/i18n';
import { useMemo, type ReactNode } from 'react';
import { useTenant } from '../tenant/tenant-context';

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
