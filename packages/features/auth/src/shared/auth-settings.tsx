// Tenant values the auth screens need that the platform does not send: the default country of the
// dialing-code picker and the adult age of the registration form. The app passes the tenant's
// (tenant.json: defaultCountryCode, registration.adultAge) once, around the shell.
import type { TenantPhoneVerification } from '@portal/contracts';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export const DEFAULT_ADULT_AGE = 18;

export interface AuthSettings {
  /** ISO country code the dialing-code picker starts on (e.g. 'VN'). */
  defaultCountryCode?: string;
  /** The age the registration form asks the player to confirm (18 by default). */
  adultAge: number;
  /** The third-party SMS route's provider (tenant.json `phoneVerification`), used where FIREBASESMS3 is on. */
  phoneVerification?: TenantPhoneVerification;
}

const AuthSettingsContext = createContext<AuthSettings>({ adultAge: DEFAULT_ADULT_AGE });

export interface AuthSettingsProviderProps {
  defaultCountryCode?: string;
  adultAge?: number;
  phoneVerification?: TenantPhoneVerification;
  children: ReactNode;
}

export function AuthSettingsProvider({
  defaultCountryCode,
  adultAge = DEFAULT_ADULT_AGE,
  phoneVerification,
  children,
}: AuthSettingsProviderProps) {
  const value = useMemo(
    () => ({ defaultCountryCode, adultAge, phoneVerification }),
    [defaultCountryCode, adultAge, phoneVerification],
  );
  return <AuthSettingsContext.Provider value={value}>{children}</AuthSettingsContext.Provider>;
}

export function useAuthSettings(): AuthSettings {
  return useContext(AuthSettingsContext);
}
