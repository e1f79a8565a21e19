// Where the visitor's language choice lives, and which language a visit starts in.
// The platform's keys: localStorage `hisLang` (read first) and `lang` (older key, kept in step).
import { DEFAULT_LANGUAGE, type LanguageCode, normalizeLanguageCode } from './languages';

export const LANGUAGE_STORAGE_KEYS = ['hisLang', 'lang'] as const;

export type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** window.localStorage when there is one and it works (it can throw in private modes). */
export function browserStorage(): LanguageStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function read(storage: LanguageStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores the code under both keys; a full or blocked storage only loses the preference. */
export function persistLanguage(code: LanguageCode, storage: LanguageStorage | undefined = browserStorage()): void {
  for (const key of LANGUAGE_STORAGE_KEYS) {
    try {
      storage?.setItem(key, code);
    } catch {
      // Not fatal: the language still applies for this visit.
    }
  }
}

export interface ResolveInitialLanguageOptions {
  /** The tenant's languages; empty or absent means any supported language. */
  tenantLanguages?: readonly string[];
  /** The tenant's default language. */
  tenantDefault?: string;
  storage?: LanguageStorage | undefined;
}

/**
 * The language a visit starts in: `hisLang`, then `lang`, then the tenant default — each only if
 * the tenant offers it — then the tenant's first language, then EN.
 */
export function resolveInitialLanguage({
  tenantLanguages = [],
  tenantDefault,
  storage = browserStorage(),
}: ResolveInitialLanguageOptions = {}): LanguageCode {
  const offered = tenantLanguages.map(normalizeLanguageCode).filter((code) => code !== undefined);
  const isOffered = (code: LanguageCode | undefined): code is LanguageCode =>
    code !== undefined && (offered.length === 0 || offered.includes(code));
  const candidates = [read(storage, 'hisLang'), read(storage, 'lang'), tenantDefault].map(normalizeLanguageCode);
  return candidates.find(isOffered) ?? offered[0] ?? DEFAULT_LANGUAGE;
}
