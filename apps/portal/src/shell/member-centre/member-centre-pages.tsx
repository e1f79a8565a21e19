// The member centre's pages from @portal/feature-member (money pages and record pages), handed to accounts' member-centre dialog
// (features do not import each other; the app composes them). This module is a chunk of its own:
// the dialog loads it when the centre opens, so nothing of the member centre is in the first
// paint. The frame gives the pages what they need from accounts (is the member an agent) and
// their texts with the tenant's overrides.
import { selectAuth, useAuthSelector, type PersonalCenterPages } from '@portal/feature-auth';
import { MemberCentreFrame as FeatureFrame, RECORD_PAGES, WALLET_PAGES, type MemberHost, type MemberTextOverrides } from '@portal/feature-member';
import type { ResourceTree } from '@portal/i18n';
import { useMemo, type ReactNode } from 'react';
import { useTenant } from '../../tenant/tenant-context';

function MemberCentreFrame({ children }: { children: ReactNode }) {
  const { isAgent } = useAuthSelector(selectAuth);
  const { translationOverrides } = useTenant();
  const host = useMemo<MemberHost>(() => ({ isAgent }), [isAgent]);
  const overrides = useMemo<MemberTextOverrides>(
    () => (language, namespace) => translationOverrides[language]?.[namespace]?.() as Promise<ResourceTree | undefined> | undefined,
    [translationOverrides],
  );
  return (
    <FeatureFrame host={host} overrides={overrides}>
      {children}
    </FeatureFrame>
  );
}

export const memberCentrePages: PersonalCenterPages = {
  pages: { ...WALLET_PAGES, ...RECORD_PAGES },
  Frame: MemberCentreFrame,
};
