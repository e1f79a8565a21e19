// Adds the `support` namespace to the app's i18next instance when the help centre opens (and again
// for each language the visitor switches to), so nothing of it loads with the home page:
// @portal/i18n's NamespaceTexts over SUPPORT_NAMESPACES. The app may pass the tenant's overrides of
// the namespace; they are merged over the texts.
import { NamespaceTexts, type LanguageCode, type ResourceTree } from '@portal/i18n';
import type { ReactNode } from 'react';
import { SUPPORT_NAMESPACES } from '../support-namespace';

export type SupportTextOverrides = (language: LanguageCode) => Promise<ResourceTree | undefined> | undefined;

export interface SupportTextsProps {
  overrides?: SupportTextOverrides;
  /** Shown until the first set of texts is in. */
  fallback?: ReactNode;
  children: ReactNode;
}

export function SupportTexts({ overrides, fallback = null, children }: SupportTextsProps) {
  return (
    <NamespaceTexts namespaces={SUPPORT_NAMESPACES} overrides={overrides} fallback={fallback}>
      {children}
    </NamespaceTexts>
  );
}
