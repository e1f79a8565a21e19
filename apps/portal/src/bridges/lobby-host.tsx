// The app's side of @portal/feature-lobby's port (lobby-host.tsx in the feature): the lobby gets the
// login state, whether the account is a trial (type 4) one, and accounts' login guard (a visitor
// gets the login popup; a trial account may play on its trial wallet). Features do not import each
// other: every bridge between them is a file in this folder, `With<Feature>Host`.
import { isTrialType } from '@portal/contracts';
import { selectAccountType, selectLoggedIn, useAuthSelector, useRequireLogin } from '@portal/feature-auth';
import { LobbyHostProvider, type LobbyHost } from '@portal/feature-lobby';
import { useMemo, type ReactNode } from 'react';

export function WithLobbyHost({ children }: { children: ReactNode }) {
  const loggedIn = useAuthSelector(selectLoggedIn);
  const accountType = useAuthSelector(selectAccountType);
  const requireLogin = useRequireLogin();
  const host = useMemo<LobbyHost>(
    () => ({ loggedIn, trialAccount: accountType !== null && isTrialType(accountType), requireLogin }),
    [loggedIn, accountType, requireLogin],
  );
  return <LobbyHostProvider value={host}>{children}</LobbyHostProvider>;
}
