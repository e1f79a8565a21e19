// What the points mall needs from the rest of the portal, passed in by the app (features do not
// import each other): whether a member is logged in (every points call is the member's own) and
// accounts' login guard (a visitor gets the login popup).
import { createContext, useContext, type ReactNode } from 'react';

export interface MallHost {
  loggedIn: boolean;
  /** Runs `action` when logged in and returns true; otherwise opens the login popup and returns false. */
  requireLogin: (action?: () => void) => boolean;
}

const VISITOR: MallHost = { loggedIn: false, requireLogin: () => false };

const MallHostContext = createContext<MallHost>(VISITOR);

export function MallHostProvider({ value, children }: { value: MallHost; children: ReactNode }) {
  return <MallHostContext.Provider value={value}>{children}</MallHostContext.Provider>;
}

export function useMallHost(): MallHost {
  return useContext(MallHostContext);
}
