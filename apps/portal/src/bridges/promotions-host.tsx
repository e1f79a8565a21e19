// The app's side of @portal/feature-promotions' port (promotions-host.tsx in the feature): the
// promotions get the login state, accounts' login guard, the member centre's referral page (accounts'
// personal centre opened on `referral`) and the app's routes of the list and a promotion, and the
// `promotions` texts with the tenant's overrides, added when a promotions route opens — nothing of the
// promotions is in the home page's start-up. Features do not import each other: every bridge
// between them is a file in this folder, `With<Feature>Host`.
import { selectLoggedIn, useAuthSelector, useOpenPersonalCenter, useRequireLogin } from '@portal/feature-auth';
import {
  DEFAULT_PROMOTION_PATHS,
  PromotionsHostProvider,
  PromotionsTexts,
  type PromotionsHost,
  type PromotionsTextOverrides,
} from '@portal/feature-promotions';
import type { ResourceTree } from '@portal/i18n';
import { useMemo, type ReactNode } from 'react';
import { useTenant } from '../tenant/tenant-context';

export function WithPromotionsHost({ children }: { children: ReactNode }) {
  const loggedIn = useAuthSelector(selectLoggedIn);
  const requireLogin = useRequireLogin();
  const openPersonalCenter = useOpenPersonalCenter();
  const { translationOverrides } = useTenant();
  const host = useMemo<PromotionsHost>(
    () => ({
      loggedIn,
      requireLogin,
      openReferral: () => void openPersonalCenter('referral'),
      ...DEFAULT_PROMOTION_PATHS,
    }),
    [loggedIn, requireLogin, openPersonalCenter],
  );
  const overrides = useMemo<PromotionsTextOverrides>(
    () => (language) => translationOverrides[language]?.promotions?.() as Promise<ResourceTree | undefined> | undefined,
    [translationOverrides],
  );
  return (
    <PromotionsHostProvider value={host}>
      <PromotionsTexts overrides={overrides}>{children}</PromotionsTexts>
    </PromotionsHostProvider>
  );
}
