// Adds the `promotions` namespace to the app's i18next instance when a promotions screen opens (and
// again for each language the member switches to), so nothing of the promotions loads with the home
// page: @portal/i18n's NamespaceTexts over PROMOTIONS_NAMESPACES. The app may pass the tenant's
// overrides of the namespace; they are merged over the texts.
import { NamespaceTexts, type LanguageCode, type ResourceTree } from '@portal/i18n';
import type { ReactNode } from 'react';
import { PROMOTIONS_NAMESPACES } from '../promotions-namespace';

export type PromotionsTextOverrides = (language: LanguageCode) => Promise<ResourceTree | undefined> | undefined;

export interface PromotionsTextsProps {
  overrides?: PromotionsTextOverrides;
  /** Shown until the first set of texts is in. */
  fallback?: ReactNode;
  children: ReactNode;
}

export function PromotionsTexts({ overrides, fallback = null, children }: PromotionsTextsProps) {
  return (
    <NamespaceTexts namespaces={PROMOTIONS_NAMESPACES} overrides={overrides} fallback={fallback}>
      {children}
    </NamespaceTexts>
  );
}
