// The app's side of @portal/feature-auth's port (auth-settings.tsx in the feature): the tenant's
// values the accounts screens need and the platform does not send — the dialling-code picker's
// default country, the registration form's adult age and the third-party SMS route's provider (tenant.json). Mounted once, around the
// shell. Features do not import each other: every bridge between them is a file in this folder,
// `With<Feature>Host`.
import { AuthSettingsProvider } from '@portal/feature-auth';
import type { ReactNode } from 'react';
import { useTenant } from '../tenant/tenant-context';

export function WithAuthHost({ children }: { children: ReactNode }) {
  const { config } = useTenant();
  return (
    <AuthSettingsProvider
      defaultCountryCode={config.defaultCountryCode}
      adultAge={config.registration.adultAge}
      phoneVerification={config.phoneVerification}
    >
      {children}
    </AuthSettingsProvider>
  );
}
