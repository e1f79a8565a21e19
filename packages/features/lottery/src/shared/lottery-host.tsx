// What the lottery needs from the rest of the portal, passed in by the app (features do not import
// each other): whether someone is logged in, who (favourites are kept per username), and the
// login guard (accounts' useRequireLogin: a visitor gets the login popup).
import { createContext, useContext, type ReactNode } from 'react';

export interface LotteryHost {
  loggedIn: boolean;
  /** The member's username, or null for a visitor. */
  username: string | null;
  /** Runs `action` when logged in and returns true; otherwise opens the login popup and returns false. */
  requireLogin: (action?: () => void) => boolean;
}

const VISITOR: LotteryHost = { loggedIn: false, username: null, requireLogin: () => false };

const LotteryHostContext = createContext<LotteryHost>(VISITOR);

export function LotteryHostProvider({ value, children }: { value: LotteryHost; children: ReactNode }) {
  return <LotteryHostContext.Provider value={value}>{children}</LotteryHostContext.Provider>;
}

export function useLotteryHost(): LotteryHost {
  return useContext(LotteryHostContext);
}
