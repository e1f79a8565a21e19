// The Redux store of the portal: the shell's slice and its persistence, assembled once at start.
// Features and the API plug in at the two marked places below.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { createShellPersistence } from '../shell/shell-persistence';
import { initialShellState, shellSlice, type ShellState } from '../shell/shell-slice';
import { readSideMenuCollapsed } from '../shell/side-menu-preference';
import { readThemePreference } from '../shell/theme-preference';

// ── PLUG-IN POINT (reducers) ────────────────────────────────────────────────────────────────
// Add `portalApi` from @portal/api and each feature's slice here, e.g.
//   combineSlices(shellSlice, portalApi, authSlice, lobbySlice)
// combineSlices takes slices and RTK Query apis directly (reducerPath → reducer).
const rootReducer = combineSlices(shellSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** The shell state a visit starts with: the stored preferences (theme, side-menu form). */
export function initialShellFromStorage(): ShellState {
  return { ...initialShellState, themeMode: readThemePreference(), sideMenuCollapsed: readSideMenuCollapsed() };
}

export function createPortalStore(preloadedState: Partial<RootState> = { shell: initialShellFromStorage() }) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // ── PLUG-IN POINT (middleware) ────────────────────────────────────────────────────────────
    // Append `portalApi.middleware` (and any feature middleware) after the shell's persistence.
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(createShellPersistence()),
  });
}

export type PortalStore = ReturnType<typeof createPortalStore>;
export type AppDispatch = PortalStore['dispatch'];
