// The build-time tenant (virtual:tenant) as React context, so components read the brand through
// `useTenant()` and tests can give them any tenant.
import { createContext, useContext, type ReactNode } from 'react';
import type { TenantBundle } from 'virtual:tenant';

const TenantContext = createContext<TenantBundle | null>(null);

export function TenantProvider({ tenant, children }: { tenant: TenantBundle; children: ReactNode }) {
  return <TenantContext.Provider value={tenant}>{children}</TenantContext.Provider>;
}

export function useTenant(): TenantBundle {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant() needs a <TenantProvider> above it');
  return tenant;
}
