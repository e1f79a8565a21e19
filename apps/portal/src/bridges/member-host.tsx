// The app's side of @portal/feature-member's port (member-host.tsx in the feature, filled through
// its MemberCentreFrame): the member centre's pages get what they need from accounts (is the
// member an agent, how to sign out once the platform ended the session) and their texts (`wallet`,
// `records`, `responsibleGaming`) with the tenant's overrides; `fallback` replaces the loading spinner
// for a part that shows nothing while its texts load (the game screen's reality check). Features do
// not import each other: every bridge between them is a file in this folder, `With<Feature>Host`.
import { selectAuth, sessionEnded, useAuthDispatch, useAuthSelector } from '@portal/feature-auth';
import { MemberCentreFrame, type MemberHost, type MemberTextOverrides } from '@portal/feature-member';
import type { ResourceTree } from '@portal/i18n';
import { useMemo, type ReactNode } from 'react';
import { useTenant } from '../tenant/tenant-context';

export function WithMemberHost({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const { isAgent } = useAuthSelector(selectAuth);
  const dispatch = useAuthDispatch();
  const { translationOverrides } = useTenant();
  // A self-exclusion ended the session on the platform: end it here too (accounts' sessionEnded).
  const host = useMemo<MemberHost>(
    () => ({ isAgent, onSignedOut: () => dispatch(sessionEnded('login.not.session')) }),
    [isAgent, dispatch],
  );
  const overrides = useMemo<MemberTextOverrides>(
    () => (language, namespace) =>
      translationOverrides[language]?.[namespace]?.() as Promise<ResourceTree | undefined> | undefined,
    [translationOverrides],
  );
  return (
    <MemberCentreFrame host={host} overrides={overrides} {...(fallback !== undefined ? { fallback } : {})}>
      {children}
    </MemberCentreFrame>
  );
}
