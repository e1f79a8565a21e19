// The portal's texts, so tests find elements by the accessible names people hear. (Read from the
// packages' locale files by path: test code, not an import of another package's API.)
import cn from '../../src/locales/cn/shell.json' with { type: 'json' };
import en from '../../src/locales/en/shell.json' with { type: 'json' };
import th from '../../src/locales/th/shell.json' with { type: 'json' };
import vi from '../../src/locales/vi/shell.json' with { type: 'json' };
import authEn from '../../../../packages/features/auth/src/locales/en/auth.json' with { type: 'json' };
import authTh from '../../../../packages/features/auth/src/locales/th/auth.json' with { type: 'json' };
import authVi from '../../../../packages/features/auth/src/locales/vi/auth.json' with { type: 'json' };
import lobbyEn from '../../../../packages/features/lobby/src/locales/en/lobby.json' with { type: 'json' };
import lobbyTh from '../../../../packages/features/lobby/src/locales/th/lobby.json' with { type: 'json' };
import commonEn from '../../../../packages/i18n/src/locales/en/common.json' with { type: 'json' };
import commonTh from '../../../../packages/i18n/src/locales/th/common.json' with { type: 'json' };

export const SHELL_TEXTS = { CN: cn, EN: en, TH: th, VI: vi } as const;

/** The accounts feature's texts (login, registration, recovery, member bar…). */
export const AUTH_TEXTS = { EN: authEn, TH: authTh, VI: authVi } as const;

/** The lobby feature's texts (category titles, grid, search, tiles). */
export const LOBBY_TEXTS = { EN: lobbyEn, TH: lobbyTh } as const;

/** The common namespace (actions, errors, validation). */
export const COMMON_TEXTS = { EN: commonEn, TH: commonTh } as const;

/** A text as a literal part of a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The plural form i18next shows for `count` — `<base>_one`, `<base>_other`… of `group` — by the
 * language's CLDR rules (the portal's codes: CN is zh-CN, TY is English), ready for `fill`.
 */
export function pluralForm(group: object, base: string, count: number, language = 'EN'): string {
  const locale = ({ CN: 'zh-CN', TY: 'en' } as Record<string, string>)[language] ?? language.toLowerCase();
  const forms = group as Record<string, unknown>;
  const text = forms[`${base}_${new Intl.PluralRules(locale).select(count)}`] ?? forms[`${base}_other`];
  if (typeof text !== 'string') throw new Error(`no plural forms of ${base}`);
  return text;
}

/** Fills {{name}} placeholders the way i18next does. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}
