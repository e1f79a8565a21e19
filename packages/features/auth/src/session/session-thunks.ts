// Starting and ending a session: what happens in storage, in the api cache and in the auth state.
// `endSession` is the one way out — the logout after confirmation and a 401 from any call both
// use it (spec §4, wire notes "Envelope and errors").
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { memberApi, portalApi, sessionApi } from '@portal/api';
import type { LoginValue, MemberInfoValue } from '@portal/contracts';
import { isAgentType } from '@portal/contracts';
import { forgetLoginPassword } from '../password/known-password';
import { loggedIn, loggedOut, tokenLoggedIn, type AuthRootState } from './auth-slice';
import { clearSessionStorage, storeLoginSession, storeMemberInfo, storeSessionToken } from './session-storage';

type AuthThunk<R = void> = ThunkAction<R, AuthRootState, unknown, UnknownAction>;

/**
 * The previous member's cached answers must not show for the next one. Called before the new
 * session is visible: entries nobody watches are dropped, so the next reader fetches afresh.
 */
function dropMemberCache(): AuthThunk {
  return (dispatch) => {
    dispatch(portalApi.util.invalidateTags(['Member', 'Balance', 'Session']));
  };
}

/** Stores a login answer (login, free play, registration, reset by phone) and marks the session started. */
export function startSession(value: LoginValue): AuthThunk {
  return (dispatch) => {
    dispatch(dropMemberCache());
    storeLoginSession(value);
    dispatch(loggedIn(value));
  };
}

/** Starts a session from a token alone (the URL token login); the member info says who it is. */
export function startSessionFromToken(token: string): AuthThunk<Promise<MemberInfoValue | null>> {
  return (dispatch) => {
    dispatch(dropMemberCache());
    storeSessionToken(token);
    dispatch(tokenLoggedIn());
    return dispatch(loadMemberInfo());
  };
}

/**
 * Loads the member info (the slice takes type, agent status and VIP service from it) and keeps
 * its keys in sessionStorage. Null when it fails; a 401 ends the session through the api config.
 */
export function loadMemberInfo(): AuthThunk<Promise<MemberInfoValue | null>> {
  return async (dispatch) => {
    const result = await dispatch(memberApi.endpoints.getMemberInfo.initiate(undefined, { forceRefetch: true, subscribe: false }));
    if (!result.data) return null;
    storeMemberInfo(result.data, isAgentType(result.data.type));
    return result.data;
  };
}

/** Ends the session: sessionStorage cleared but the merchant keys, login, agent and VIP state reset. */
export function endSession(reason?: string): AuthThunk {
  return (dispatch) => {
    clearSessionStorage();
    forgetLoginPassword();
    dispatch(loggedOut(reason ? { reason } : undefined));
  };
}

/**
 * What the app calls from the api's `onSessionEnded` (a 401 such as `duplicateLogin`): ends the
 * session and opens the login popup saying why. Ignored when nobody was logged in.
 */
export function sessionEnded(errorCode: string): AuthThunk {
  return (dispatch, getState) => {
    if (!getState().auth.loggedIn) return;
    dispatch(endSession(errorCode));
  };
}

/** The logout call, then endSession whatever the call answered (a dead session is still over). */
export function logout(): AuthThunk<Promise<void>> {
  return async (dispatch) => {
    await dispatch(sessionApi.endpoints.logout.initiate());
    dispatch(endSession());
  };
}
