// Namespaces that load with the screens that use them, not with the app: <NamespaceTexts> adds them
// to the app's i18next instance when it first renders (and again for each language the visitor
// switches to), with English too (the fallback of every text) and the tenant's overrides merged
// over the base texts, and shows its children once they are in. A feature wraps its screens in it
// (LotteryTexts, MemberTexts), so nothing of those screens' texts is in the home page's start-up.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { deepMerge, type ResourceTree } from './deep-merge';
import { normalizeLanguageCode, type LanguageCode } from './languages';
import { type NamespaceLoader } from './resource-loaders';

/** The tenant's texts for one namespace in one language, merged over the base texts. */
export type NamespaceOverrides = (
  language: LanguageCode,
  namespace: string,
) => Promise<ResourceTree | undefined> | undefined;

export interface NamespaceTextsProps {
  /**
   * Namespace name → loader: a feature's `lazyResources(...)` over its `NamespaceImports`, typed so
   * a missing language does not compile. Pass a module constant: a new object loads again.
   */
  namespaces: Readonly<Record<string, NamespaceLoader>>;
  overrides?: NamespaceOverrides;
  /** Shown until the first set of texts is in. */
  fallback?: ReactNode;
  children: ReactNode;
}

interface ResourceReader {
  getResourceBundle: (lng: string, ns: string) => unknown;
}

/** Whether a namespace's texts are in (i18next may hold an empty bundle for one: its backend knows no loader). */
function hasTexts(i18n: ResourceReader, language: string, namespace: string): boolean {
  const bundle = i18n.getResourceBundle(language, namespace) as Record<string, unknown> | undefined;
  return Boolean(bundle && Object.keys(bundle).length > 0);
}

const allIn = (i18n: ResourceReader, language: string, namespaces: Readonly<Record<string, NamespaceLoader>>) =>
  Object.keys(namespaces).every((namespace) => hasTexts(i18n, language, namespace));

interface ResourceStore extends ResourceReader {
  addResourceBundle: (lng: string, ns: string, resources: unknown, deep?: boolean, overwrite?: boolean) => unknown;
}

/**
 * Adds the namespaces' texts in `language` (and English, the fallback of every text) to an i18next
 * instance, the tenant's overrides merged over them; what <NamespaceTexts> does when it first
 * renders. A build-time first paint calls it before rendering, so the screen paints with its texts.
 */
export async function addNamespaceTexts(
  i18n: ResourceStore,
  language: string,
  namespaces: Readonly<Record<string, NamespaceLoader>>,
  overrides?: NamespaceOverrides,
): Promise<void> {
  if (allIn(i18n, language, namespaces)) return;
  const code = normalizeLanguageCode(language) ?? 'EN';
  const codes = code === 'EN' ? [code] : [code, 'EN' as LanguageCode];
  const sets = await Promise.all(
    codes.flatMap((each) =>
      Object.entries(namespaces).map(async ([namespace, load]) => {
        const [base, override] = await Promise.all([load(each), overrides?.(each, namespace)]);
        return { each, namespace, tree: deepMerge(base ?? {}, override) };
      }),
    ),
  );
  for (const { each, namespace, tree } of sets) {
    if (!hasTexts(i18n, each, namespace)) i18n.addResourceBundle(each, namespace, tree, true, true);
  }
}

export function NamespaceTexts({ namespaces, overrides, fallback = null, children }: NamespaceTextsProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [loaded, setLoaded] = useState<string | null>(() => (allIn(i18n, language, namespaces) ? language : null));

  useEffect(() => {
    if (allIn(i18n, language, namespaces)) {
      setLoaded(language);
      return;
    }
    let live = true;
    void addNamespaceTexts(i18n, language, namespaces, overrides).then(() => {
      if (live) setLoaded(language);
    });
    return () => {
      live = false;
    };
  }, [i18n, language, namespaces, overrides]);

  return loaded ? <>{children}</> : <>{fallback}</>;
}
