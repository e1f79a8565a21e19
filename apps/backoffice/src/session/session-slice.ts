// The staff member's bearer token: in memory (the store) and in sessionStorage, so a reload keeps
// this tab's session and another tab starts at the login. A 401 from any call drops it
// (ops-base-query.ts), and the app shows the login again. Never a player's token.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const TOKEN_STORAGE_KEY = 'backoffice.staffToken';

export interface SessionState {
  token: string | null;
  /** The language calls are made in (the `Language` header): the staff member's choice. */
  language: string;
  /** Set when the platform ended the session (401), so the login can say why. */
  ended: boolean;
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function readStoredToken(): string | null {
  try {
    return storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function storeToken(token: string | null): void {
  try {
    if (token) storage()?.setItem(TOKEN_STORAGE_KEY, token);
    else storage()?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // A blocked storage only loses the session on reload.
  }
}

export function initialSessionState(language = 'EN'): SessionState {
  return { token: readStoredToken(), language, ended: false };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.ended = false;
      storeToken(action.payload);
    },
    /** The staff member logged out: no message at the login. */
    loggedOut(state) {
      state.token = null;
      state.ended = false;
      storeToken(null);
    },
    /** The platform answered 401: the session is over (expired, revoked, switched off). */
    sessionEnded(state) {
      if (state.token === null) return;
      state.token = null;
      state.ended = true;
      storeToken(null);
    },
    languageChanged(state, action: PayloadAction<string>) {
      state.language = action.payload;
    },
  },
});

export const { tokenReceived, loggedOut, sessionEnded, languageChanged } = sessionSlice.actions;

export interface WithSession {
  session: SessionState;
}

export const selectToken = (state: WithSession) => state.session.token;
export const selectSessionEnded = (state: WithSession) => state.session.ended;
