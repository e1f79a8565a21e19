// What the lobby needs from the rest of the portal, passed in by the app (features do not import
// each other): whether someone is logged in, whether it is a trial (type 4) account, and the
// login guard (accounts' useRequireLogin: a visitor gets the login popup, spec §4).
import { createContext, useContext, type ReactNode } from 'react';

export interface LobbyHost {
  loggedIn: boolean;
  /** A type-4 (free play) account: launches ask for accountType 0 (the trial wallet). */
  trialAccount: boolean;
  /** Runs `action` when logged in and returns true; otherwise opens the login popup and returns false. */
  requireLogin: (action?: () => void) => boolean;
}

const VISITOR: LobbyHost = { loggedIn: false, trialAccount: false, requireLogin: () => false };

const LobbyHostContext = createContext<LobbyHost>(VISITOR);

export function LobbyHostProvider({ value, children }: { value: LobbyHost; children: ReactNode }) {
  return <LobbyHostContext.Provider value={value}>{children}</LobbyHostContext.Provider>;
}

export function useLobbyHost(): LobbyHost {
  return useContext(LobbyHostContext);
}
