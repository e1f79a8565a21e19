// Adds the `lottery` namespace to the app's i18next instance when a lottery screen opens (and again
// for each language the visitor switches to), so nothing of the lottery loads with the home page:
// @portal/i18n's NamespaceTexts over LOTTERY_NAMESPACES. The app may pass the tenant's overrides of
// the namespace; they are merged over the texts.
import { NamespaceTexts, type LanguageCode, type NamespaceLoader, type ResourceTree } from '@portal/i18n';
import type { ReactNode } from 'react';
import { LOTTERY_NAMESPACE, lotteryResources } from '../lottery-namespace';

export type LotteryTextOverrides = (language: LanguageCode) => Promise<ResourceTree | undefined> | undefined;

export interface LotteryTextsProps {
  overrides?: LotteryTextOverrides;
  /** Shown until the first set of texts is in. */
  fallback?: ReactNode;
  children: ReactNode;
}

const LOTTERY_NAMESPACES: Readonly<Record<string, NamespaceLoader>> = { [LOTTERY_NAMESPACE]: lotteryResources };

export function LotteryTexts({ overrides, fallback = null, children }: LotteryTextsProps) {
  return (
    <NamespaceTexts namespaces={LOTTERY_NAMESPACES} overrides={overrides} fallback={fallback}>
      {children}
    </NamespaceTexts>
  );
}
