// What the member centre's pages need from the rest of the portal, passed in by the app (features
// do not import each other): whether the member is an agent (accounts' session state), which
// decides what transferUpline offers; and what to do once the platform has ended the session (a
// self-exclusion signs the member out).
import { createContext, useContext, type ReactNode } from 'react';

export interface MemberHost {
  /** Account types 1, 2, 41, 42 (spec §6): an agent sends money to its downlines. */
  isAgent: boolean;
  /** The platform ended the session (a self-exclusion): the app signs the member out. */
  onSignedOut?: () => void;
}

const MEMBER: MemberHost = { isAgent: false };

const MemberHostContext = createContext<MemberHost>(MEMBER);

export function MemberHostProvider({ value, children }: { value: MemberHost; children: ReactNode }) {
  return <MemberHostContext.Provider value={value}>{children}</MemberHostContext.Provider>;
}

export function useMemberHost(): MemberHost {
  return useContext(MemberHostContext);
}
