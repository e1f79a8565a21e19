// Adds the member centre's namespaces (MEMBER_NAMESPACES) to the app's i18next instance when the
// centre opens (and again for each language the member switches to), so nothing of the member
// centre loads with the home page. The app may pass the tenant's overrides of a namespace; they
// are merged over the texts.
import { deepMerge, normalizeLanguageCode, useTranslation, type LanguageCode, type ResourceTree } from '@portal/i18n';
import { useEffect, useState, type ReactNode } from 'react';
import { MEMBER_NAMESPACES } from '../member-namespaces';

export type MemberTextOverrides = (language: LanguageCode, namespace: string) => Promise<ResourceTree | undefined> | undefined;

export interface MemberTextsProps {
  overrides?: MemberTextOverrides;
  /** Shown until the first set of texts is in. */
  fallback?: ReactNode;
  children: ReactNode;
}

interface ResourceReader {
  getResourceBundle: (lng: string, ns: string) => unknown;
}

/** Whether every namespace's texts are in (i18next may hold an empty bundle for one: its backend knows no loader). */
function hasTexts(i18n: ResourceReader, language: string, namespace: string): boolean {
  const bundle = i18n.getResourceBundle(language, namespace) as Record<string, unknown> | undefined;
  return Boolean(bundle && Object.keys(bundle).length > 0);
}

const allIn = (i18n: ResourceReader, language: string) => Object.keys(MEMBER_NAMESPACES).every((namespace) => hasTexts(i18n, language, namespace));

export function MemberTexts({ overrides, fallback = null, children }: MemberTextsProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [loaded, setLoaded] = useState<string | null>(() => (allIn(i18n, language) ? language : null));

  useEffect(() => {
    if (allIn(i18n, language)) {
      setLoaded(language);
      return;
    }
    let live = true;
    const code = normalizeLanguageCode(language) ?? 'EN';
    // English too: the fallback language of every text.
    const codes = code === 'EN' ? [code] : [code, 'EN' as LanguageCode];
    const jobs = codes.flatMap((each) =>
      Object.entries(MEMBER_NAMESPACES).map(async ([namespace, load]) => {
        const [base, override] = await Promise.all([load(each), overrides?.(each, namespace)]);
        return { each, namespace, tree: deepMerge(base ?? {}, override) };
      }),
    );
    void Promise.all(jobs).then((sets) => {
      for (const { each, namespace, tree } of sets) {
        if (!hasTexts(i18n, each, namespace)) i18n.addResourceBundle(each, namespace, tree, true, true);
      }
      if (live) setLoaded(language);
    });
    return () => {
      live = false;
    };
  }, [i18n, language, overrides]);

  return loaded ? <>{children}</> : <>{fallback}</>;
}
