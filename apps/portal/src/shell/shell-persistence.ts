// Writes the shell's preferences to storage when they change (theme, side-menu form), as a
// listener middleware so the slice's reducers stay pure.
import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { writeSideMenuCollapsed } from './side-menu-preference';
import { sideMenuToggled, themeModeSet, themeToggled, type ShellState } from './shell-slice';
import { writeThemePreference } from './theme-preference';

type StateWithShell = { shell: ShellState };

export function createShellPersistence() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(themeToggled, themeModeSet),
    effect: (_action, api) => writeThemePreference((api.getState() as StateWithShell).shell.themeMode),
  });
  listener.startListening({
    actionCreator: sideMenuToggled,
    effect: (_action, api) => writeSideMenuCollapsed((api.getState() as StateWithShell).shell.sideMenuCollapsed),
  });
  return listener.middleware;
}
