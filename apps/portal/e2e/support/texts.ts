// The shell's texts, so tests find elements by the accessible names people hear.
import cn from '../../src/locales/cn/shell.json' with { type: 'json' };
import en from '../../src/locales/en/shell.json' with { type: 'json' };
import th from '../../src/locales/th/shell.json' with { type: 'json' };
import vi from '../../src/locales/vi/shell.json' with { type: 'json' };

export const SHELL_TEXTS = { CN: cn, EN: en, TH: th, VI: vi } as const;

/** Fills {{name}} placeholders the way i18next does. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}
