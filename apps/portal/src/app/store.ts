// The Redux store of the portal: the shell's slice, assembled once at start, with the shell's
// preferences written to storage as they change. Features and the API plug in at the two marked
// places below.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { persistShellPreferences } from '../shell/shell-persistence';
import { initialShellState, shellSlice, type ShellState } from '../shell/shell-slice';
import { readSideMenuCollapsed } from '../shell/side-menu-preference';
import { readThemePreference } from '../shell/theme-preference';

// ── PLUG-IN POINT (reducers) ────────────────────────────────────────────────────────────────
// Add `[portalApi.reducerPath]: portalApi.reducer` from @portal/api and each feature's slice
// reducer here (e.g. `[authSlice.reducerPath]: authSlice.reducer`).
const reducer = combineReducers({
  [shellSlice.reducerPath]: shellSlice.reducer,
});

export type RootState = ReturnType<typeof reducer>;

/** The shell state a visit starts with: the stored preferences (theme, side-menu form). */
export function initialShellFromStorage(): ShellState {
  return { ...initialShellState, themeMode: readThemePreference(), sideMenuCollapsed: readSideMenuCollapsed() };
}

export function createPortalStore(preloadedState: Partial<RootState> = { shell: initialShellFromStorage() }) {
  const store = configureStore({
    reducer,
    preloadedState,
    // ── PLUG-IN POINT (middleware) ────────────────────────────────────────────────────────────
    // Append `portalApi.middleware` (and any feature middleware) here.
    middleware: (getDefaultMiddleware) => getDefaultMiddleware(),
  });
  persistShellPreferences(store);
  return store;
}

export type PortalStore = ReturnType<typeof createPortalStore>;
export type AppDispatch = PortalStore['dispatch'];
