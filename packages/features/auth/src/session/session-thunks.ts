// Starting and ending a session: what happens in storage, in the api cache and in the auth state.
// `endSession` is the one way out — the logout after confirmation and a 401 from any call both
// use it (spec §4, wire notes "Envelope and errors").
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { CLIENT_ERROR_CODES, isApiError, memberApi, portalApi, sessionApi } from '@portal/api';
import type { LoginValue, MemberInfoValue } from '@portal/contracts';
import { isAgentType } from '@portal/contracts';
import { forgetLoginPassword } from '../password/known-password';
import {
  loggedIn,
  loggedOut,
  loginLinkSettled,
  openAuthModal,
  showLoginLinkNotice,
  type AuthRootState,
} from './auth-slice';
import { clearSessionStorage, storeLoginSession, storeMemberInfo } from './session-storage';

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

/** Refusals of a login-link exchange that keep their own text. */
const LOGIN_LINK_FAILURE_TEXTS = {
  login_link_invalid: true,
  TOO_MANY_REQUESTS: true,
  maintenance: true,
  [CLIENT_ERROR_CODES.network]: true,
  [CLIENT_ERROR_CODES.timeout]: true,
} as const;

/**
 * The `?token=` login: the link carries a one-time code (a minute's life), never a session token.
 * Traded once (POST /wps/session/link/exchange) for a login answer, which is handled as any login's
 * (stored, member info loaded; a forced password change opens its modal), and the notice names the
 * account that was opened, so a visitor sent a link to someone else's account sees it at once
 * ("Not you? Sign out"). A refused code leaves the session as it was and says why.
 */
export function startSessionFromLoginLink(code: string): AuthThunk<Promise<LoginValue | null>> {
  return async (dispatch) => {
    const result = await dispatch(sessionApi.endpoints.exchangeLoginLink.initiate({ code }));
    if (!('data' in result) || !result.data) {
      const failure: unknown = 'error' in result ? result.error : undefined;
      // A throttle or a network failure says so; anything else about the code reads "invalid link".
      const errorCode =
        isApiError(failure) && Object.hasOwn(LOGIN_LINK_FAILURE_TEXTS, failure.errorCode)
          ? failure.errorCode
          : 'login_link_invalid';
      dispatch(showLoginLinkNotice({ kind: 'failed', errorCode }));
      dispatch(loginLinkSettled());
      return null;
    }
    const value = result.data;
    dispatch(startSession(value));
    dispatch(loginLinkSettled());
    dispatch(showLoginLinkNotice({ kind: 'signedIn', userName: value.userName }));
    if (value.forceChangePassword) dispatch(openAuthModal({ modal: 'changePassword', forced: true }));
    else await dispatch(loadMemberInfo());
    return value;
  };
}

/**
 * Loads the member info (the slice takes type, agent status and VIP service from it) and keeps
 * its keys in sessionStorage. Null when it fails; a 401 ends the session through the api config.
 */
export function loadMemberInfo(): AuthThunk<Promise<MemberInfoValue | null>> {
  return async (dispatch) => {
    const result = await dispatch(
      memberApi.endpoints.getMemberInfo.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
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
