// Who is logged in (GET /ops/session): the staff member, their tenant and roles, and the tenant's
// limits, for every screen under the gate.
import type { StaffSession } from '@portal/contracts';
import { createContext, useContext } from 'react';

export const StaffSessionContext = createContext<StaffSession | null>(null);

export function useStaffSession(): StaffSession {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error('useStaffSession() needs the session gate above it');
  return session;
}
