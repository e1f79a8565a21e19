// Adds the member centre's namespaces (MEMBER_NAMESPACES) to the app's i18next instance when the
// centre opens (and again for each language the member switches to), so nothing of the member
// centre loads with the home page: @portal/i18n's NamespaceTexts. The app may pass the tenant's
// overrides of a namespace; they are merged over the texts.
import { NamespaceTexts, type NamespaceOverrides } from '@portal/i18n';
import type { ReactNode } from 'react';
import { MEMBER_NAMESPACES } from '../member-namespaces';

export type MemberTextOverrides = NamespaceOverrides;

export interface MemberTextsProps {
  overrides?: MemberTextOverrides;
  /** Shown until the first set of texts is in. */
  fallback?: ReactNode;
  children: ReactNode;
}

export function MemberTexts({ overrides, fallback = null, children }: MemberTextsProps) {
  return (
    <NamespaceTexts namespaces={MEMBER_NAMESPACES} overrides={overrides} fallback={fallback}>
      {children}
    </NamespaceTexts>
  );
}
