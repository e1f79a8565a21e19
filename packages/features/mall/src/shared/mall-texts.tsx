// Adds the `mall` namespace to the app's i18next instance when the points mall opens (and again for
// each language the member switches to), so nothing of the mall loads with the home page:
// @portal/i18n's NamespaceTexts over MALL_NAMESPACES. The app may pass the tenant's overrides of the
// namespace; they are merged over the texts.
import { NamespaceTexts, type LanguageCode, type ResourceTree } from '@portal/i18n';
import type { ReactNode } from 'react';
import { MALL_NAMESPACES } from '../mall-namespace';

export type MallTextOverrides = (language: LanguageCode) => Promise<ResourceTree | undefined> | undefined;

export interface MallTextsProps {
  overrides?: MallTextOverrides;
  /** Shown until the first set of texts is in. */
  fallback?: ReactNode;
  children: ReactNode;
}

export function MallTexts({ overrides, fallback = null, children }: MallTextsProps) {
  return (
    <NamespaceTexts namespaces={MALL_NAMESPACES} overrides={overrides} fallback={fallback}>
      {children}
    </NamespaceTexts>
  );
}
