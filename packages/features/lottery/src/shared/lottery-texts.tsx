// Adds the `lottery` namespace to the app's i18next instance when a lottery screen opens (and again
// for each language the visitor switches to), so nothing of the lottery loads with the home page.
// The app may pass the tenant's overrides of the namespace; they are merged over the texts.
import { deepMerge, normalizeLanguageCode, useTranslation, type LanguageCode, type ResourceTree } from '@portal/i18n';
import { useEffect, useState, type ReactNode } from 'react';
import { LOTTERY_NAMESPACE, lotteryResources } from '../lottery-namespace';

export type LotteryTextOverrides = (language: LanguageCode) => Promise<ResourceTree | undefined> | undefined;

export interface LotteryTextsProps {
  overrides?: LotteryTextOverrides;
  /** Shown until the first set of texts is in. */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Whether the namespace's texts are in (i18next may hold an empty bundle for it: its backend knows no loader). */
function hasTexts(i18n: { getResource: (lng: string, ns: string, key: string) => unknown }, language: string): boolean {
  return i18n.getResource(language, LOTTERY_NAMESPACE, 'title') !== undefined;
}

export function LotteryTexts({ overrides, fallback = null, children }: LotteryTextsProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [loaded, setLoaded] = useState<string | null>(() => (hasTexts(i18n, language) ? language : null));

  useEffect(() => {
    if (hasTexts(i18n, language)) {
      setLoaded(language);
      return;
    }
    let live = true;
    const code = normalizeLanguageCode(language) ?? 'EN';
    // English too: the fallback language of every text.
    const codes = code === 'EN' ? [code] : [code, 'EN' as LanguageCode];
    void Promise.all(
      codes.map(async (each) => {
        const [base, override] = await Promise.all([lotteryResources(each), overrides?.(each)]);
        return [each, deepMerge(base ?? {}, override)] as const;
      }),
    ).then((sets) => {
      for (const [each, tree] of sets) {
        if (!hasTexts(i18n, each)) i18n.addResourceBundle(each, LOTTERY_NAMESPACE, tree, true, true);
      }
      if (live) setLoaded(language);
    });
    return () => {
      live = false;
    };
  }, [i18n, language, overrides]);

  return loaded ? <>{children}</> : <>{fallback}</>;
}
