// The app's side of @portal/feature-member's port (member-host.tsx in the feature, filled through
// its MemberCentreFrame): the member centre's pages get what they need from accounts (is the
// member an agent) and their texts (`wallet`, `records`) with the tenant's overrides. Features do
// not import each other: every bridge between them is a file in this folder, `With<Feature>Host`.
import { selectAuth, useAuthSelector } from '@portal/feature-auth';
import { MemberCentreFrame, type MemberHost, type MemberTextOverrides } from '@portal/feature-member';
import type { ResourceTree } from '@portal/i18n';
import { useMemo, type ReactNode } from 'react';
import { useTenant } from '../tenant/tenant-context';

export function WithMemberHost({ children }: { children: ReactNode }) {
  const { isAgent } = useAuthSelector(selectAuth);
  const { translationOverrides } = useTenant();
  const host = useMemo<MemberHost>(() => ({ isAgent }), [isAgent]);
  const overrides = useMemo<MemberTextOverrides>(
    () => (language, namespace) =>
      translationOverrides[language]?.[namespace]?.() as Promise<ResourceTree | undefined> | undefined,
    [translationOverrides],
  );
  return (
    <MemberCentreFrame host={host} overrides={overrides}>
      {children}
    </MemberCentreFrame>
  );
}
