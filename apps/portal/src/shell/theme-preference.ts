// The visitor's theme choice, kept in localStorage under `theme` ('light' | 'dark', the platform's
// key). The spec forces light on load; we read that as "light unless the visitor chose dark on
// this site": the operating system's dark preference is not followed, but an explicit choice made
// with the switch survives a reload (decision recorded in the README).
import type { ThemeMode } from '@portal/theme';

export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: ThemeMode = 'light';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const isThemeMode = (value: unknown): value is ThemeMode => value === 'light' || value === 'dark';

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The theme a visit starts in: a stored, valid choice, otherwise light. */
export function readThemePreference(storage: Storage | undefined = browserStorage()): ThemeMode {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return isThemeMode(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function writeThemePreference(mode: ThemeMode, storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage full or blocked: the theme still applies for this visit.
  }
}
