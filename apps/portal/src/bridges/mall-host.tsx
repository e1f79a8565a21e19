// The app's side of @portal/feature-mall's port (mall-host.tsx in the feature): the points mall gets
// the login state and accounts' login guard, and the `mall` texts with the tenant's overrides, added
// when /pointMall opens — nothing of the mall is in the home page's start-up. Features do not import
// each other: every bridge between them is a file in this folder, `With<Feature>Host`.
import { selectLoggedIn, useAuthSelector, useRequireLogin } from '@portal/feature-auth';
import { MallHostProvider, MallTexts, type MallHost, type MallTextOverrides } from '@portal/feature-mall';
import type { ResourceTree } from '@portal/i18n';
import { useMemo, type ReactNode } from 'react';
import { useTenant } from '../tenant/tenant-context';

export function WithMallHost({ children }: { children: ReactNode }) {
  const loggedIn = useAuthSelector(selectLoggedIn);
  const requireLogin = useRequireLogin();
  const { translationOverrides } = useTenant();
  const host = useMemo<MallHost>(() => ({ loggedIn, requireLogin }), [loggedIn, requireLogin]);
  const overrides = useMemo<MallTextOverrides>(
    () => (language) => translationOverrides[language]?.mall?.() as Promise<ResourceTree | undefined> | undefined,
    [translationOverrides],
  );
  return (
    <MallHostProvider value={host}>
      <MallTexts overrides={overrides}>{children}</MallTexts>
    </MallHostProvider>
  );
}
