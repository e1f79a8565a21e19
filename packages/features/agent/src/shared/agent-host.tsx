// What the agent centre needs from the rest of the portal, passed in by the app (features do not
// import each other): opening the member centre's transfer page (team management links to it rather
// than rebuilding transfers), the address a sub-agent's affiliate code registers with, and the
// tenant's time zone (periods and report days are the tenant's).
import { createContext, useContext, type ReactNode } from 'react';

export interface AgentHost {
  /** Opens the member centre on its transfer page (agent ↔ downline transfers). */
  openTransfer: () => void;
  /** The full affiliate link of a code: where a new member registers below the sub-agent. */
  affiliateLink: (code: string) => string;
  /** The tenant's IANA time zone (periods' days); undefined: the browser's. */
  timeZone?: string;
}

export const DEFAULT_AGENT_HOST: AgentHost = {
  openTransfer: () => undefined,
  affiliateLink: (code) => `/register?referralCode=${encodeURIComponent(code)}`,
};

const AgentHostContext = createContext<AgentHost>(DEFAULT_AGENT_HOST);

export function AgentHostProvider({ value, children }: { value: AgentHost; children: ReactNode }) {
  return <AgentHostContext.Provider value={value}>{children}</AgentHostContext.Provider>;
}

export function useAgentHost(): AgentHost {
  return useContext(AgentHostContext);
}
