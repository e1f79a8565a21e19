// Writes the shell's preferences to storage when they change (theme, side-menu form). A store
// subscription rather than a listener middleware: the same effect, with less code in the entry
// chunk, and the slice's reducers stay pure either way.
import { writeSideMenuCollapsed } from './side-menu-preference';
import type { ShellState } from './shell-slice';
import { writeThemePreference } from './theme-preference';

interface StoreWithShell {
  getState: () => { shell: ShellState };
  subscribe: (listener: () => void) => () => void;
}

export function persistShellPreferences(store: StoreWithShell): () => void {
  let previous = store.getState().shell;
  return store.subscribe(() => {
    const current = store.getState().shell;
    if (current === previous) return;
    if (current.themeMode !== previous.themeMode) writeThemePreference(current.themeMode);
    if (current.sideMenuCollapsed !== previous.sideMenuCollapsed) writeSideMenuCollapsed(current.sideMenuCollapsed);
    previous = current;
  });
}
