// The app's side of @portal/feature-auth's port (auth-settings.tsx in the feature): the tenant's
// values the accounts screens need and the platform does not send — the dialling-code picker's
// default country and the registration form's adult age (tenant.json). Mounted once, around the
// shell. Features do not import each other: every bridge between them is a file in this folder,
// `With<Feature>Host`.
import { AuthSettingsProvider } from '@portal/feature-auth';
import type { ReactNode } from 'react';
import { useTenant } from '../tenant/tenant-context';

export function WithAuthHost({ children }: { children: ReactNode }) {
  const { config } = useTenant();
  return (
    <AuthSettingsProvider defaultCountryCode={config.defaultCountryCode} adultAge={config.registration.adultAge}>
      {children}
    </AuthSettingsProvider>
  );
}
