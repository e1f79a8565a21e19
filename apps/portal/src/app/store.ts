// The Redux store of the portal: the shell's slice, the platform api's cache and each feature's
// slice, assembled once at start, with the shell's preferences written to storage as they change.
import { portalApi } from '@portal/api';
import { authSlice } from '@portal/feature-auth';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { persistShellPreferences } from '../shell/shell-persistence';
import { initialShellState, shellSlice, type ShellState } from '../shell/shell-slice';
import { readSideMenuCollapsed } from '../shell/side-menu-preference';
import { readThemePreference } from '../shell/theme-preference';

const reducer = combineReducers({
  [shellSlice.reducerPath]: shellSlice.reducer,
  [portalApi.reducerPath]: portalApi.reducer,
  [authSlice.reducerPath]: authSlice.reducer,
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
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(portalApi.middleware),
    // Subscribers hear of the API's answers at the end of the task that brought them, not at the
    // next animation frame (RTK's default): a search's results are in the DOM for the coming frame
    // instead of the one after it (README: lobby benchmark). Actions of one task still notify once.
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: { type: 'tick' } }),
  });
  persistShellPreferences(store);
  return store;
}

export type PortalStore = ReturnType<typeof createPortalStore>;
export type AppDispatch = PortalStore['dispatch'];
