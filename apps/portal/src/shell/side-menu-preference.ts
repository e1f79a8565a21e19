// Whether the side menu is collapsed to its mini form, remembered across visits in localStorage.
// The key follows the platform's SHELL_ prefix for the portal's own keys (cf. SHELL_deviceId).
export const SIDE_MENU_STORAGE_KEY = 'SHELL_sideMenuCollapsed';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function readSideMenuCollapsed(storage: Storage | undefined = browserStorage()): boolean {
  try {
    return storage?.getItem(SIDE_MENU_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeSideMenuCollapsed(collapsed: boolean, storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.setItem(SIDE_MENU_STORAGE_KEY, collapsed ? '1' : '0');
  } catch {
    // Not fatal: the menu keeps its state for this visit.
  }
}
