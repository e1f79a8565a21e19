// Whether the side menu is collapsed to its mini form, remembered across visits in localStorage.
// The key follows the platform's SHELL_ prefix for the portal's own keys (cf. SHELL_deviceId).
// With nothing remembered, a narrow screen (a phone) starts with the mini menu, so the content
// keeps most of the width.
import { NARROW_SCREEN_QUERY } from '@portal/ui';

export const SIDE_MENU_STORAGE_KEY = 'SHELL_sideMenuCollapsed';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function isNarrowScreen(): boolean {
  try {
    return globalThis.matchMedia?.(NARROW_SCREEN_QUERY).matches ?? false;
  } catch {
    return false;
  }
}

export function readSideMenuCollapsed(
  storage: Storage | undefined = browserStorage(),
  narrowScreen: boolean = isNarrowScreen(),
): boolean {
  try {
    const stored = storage?.getItem(SIDE_MENU_STORAGE_KEY);
    if (stored === '1' || stored === '0') return stored === '1';
  } catch {
    // Unreadable storage: the screen decides.
  }
  return narrowScreen;
}

export function writeSideMenuCollapsed(collapsed: boolean, storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.setItem(SIDE_MENU_STORAGE_KEY, collapsed ? '1' : '0');
  } catch {
    // Not fatal: the menu keeps its state for this visit.
  }
}
