// What the help centre and the feedback form need from the rest of the portal, passed in by the app
// (features do not import each other): the tenant's feedback word-count range (tenant.json
// `feedback`, bundled with the app's tenant configuration). Visitors may send feedback, so no login.
import type { TenantFeedback } from '@portal/contracts';
import { createContext, useContext, type ReactNode } from 'react';

export interface SupportHost {
  /** The tenant's word-count range for feedback; the platform refuses content outside it too. */
  feedback: TenantFeedback;
}

// Without a host the form lets the platform judge (its refusal names the tenant's range).
const UNKNOWN_RANGE: SupportHost = { feedback: { minWords: 1, maxWords: 500 } };

const SupportHostContext = createContext<SupportHost>(UNKNOWN_RANGE);

export function SupportHostProvider({ value, children }: { value: SupportHost; children: ReactNode }) {
  return <SupportHostContext.Provider value={value}>{children}</SupportHostContext.Provider>;
}

export function useSupportHost(): SupportHost {
  return useContext(SupportHostContext);
}
