// The session and the auth UI state in Redux (key `auth`): whether someone is logged in, who, as
// what kind of account, which auth modal or notice is open, and the personal centre. The token
// itself stays in sessionStorage (session-storage.ts); this slice mirrors what the UI needs.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { memberApi } from '@portal/api';
import { isAgentType, type LoginType, type LoginValue } from '@portal/contracts';
import {
  DEFAULT_PERSONAL_CENTER_PAGE,
  type AuthModal,
  type AuthNotice,
  type PersonalCenterPage,
  type RecoveryMethod,
} from './auth-state';
import { readStoredSession } from './session-storage';
import { urlTokenPending } from './url-token';

/** Members whose club rank is above this get the VIP customer service (lobby spec §4). */
export const VIP_SERVICE_MIN_RANK = 5;

export interface AuthState {
  loggedIn: boolean;
  account: string | null;
  nickname: string | null;
  isAgent: boolean;
  /** The member type (4 = trial); null until the login answer or the member info says. */
  accountType: number | null;
  modal: AuthModal | null;
  loginType: LoginType;
  /** Which tab the forgot-password modal opens on. */
  recoveryMethod: RecoveryMethod;
  /** The open modal cannot be dismissed (the forced password change). */
  forced: boolean;
  /** First login, or the password expired: the member should change it (spec §4). */
  changePasswordRequired: boolean;
  firstTimeLogin: boolean;
  vipService: boolean;
  notice: AuthNotice | null;
  /** The platform's code when it ended the session (another login, expiry); shown at the next login. */
  sessionEndReason: string | null;
  /** What a `?token=` login link did: whose account it opened, or why it opened none. */
  loginLinkNotice: LoginLinkNotice | null;
  /**
   * The page opened with a `?token=` login link whose code is not traded yet: route guards wait
   * (a forced login would otherwise send the member to /login while the session is on its way).
   */
  loginLinkPending: boolean;
  personalCenter: { open: boolean; page: PersonalCenterPage };
}

const visitor: AuthState = {
  loggedIn: false,
  account: null,
  nickname: null,
  isAgent: false,
  accountType: null,
  modal: null,
  loginType: 'username',
  recoveryMethod: 'email',
  forced: false,
  changePasswordRequired: false,
  firstTimeLogin: false,
  vipService: false,
  notice: null,
  sessionEndReason: null,
  loginLinkNotice: null,
  loginLinkPending: false,
  personalCenter: { open: false, page: DEFAULT_PERSONAL_CENTER_PAGE },
};

/** Whether a login link's code waits (in the address, or taken from it before SessionSync trades it). */
function addressHasLoginLink(): boolean {
  return typeof window !== 'undefined' && urlTokenPending(window);
}

/**
 * The state a tab starts in: logged in when a token is stored (spec §4), as before the reload;
 * a login link in the address is pending until SessionSync has traded it.
 */
export function initialAuthState(): AuthState {
  const stored = readStoredSession();
  const loginLinkPending = addressHasLoginLink();
  if (!stored.token) return { ...visitor, loginLinkPending };
  return { ...visitor, loginLinkPending, loggedIn: true, account: stored.account, isAgent: stored.isAgent };
}

/** The notice after a login link: the account it signed in to, or the refusal's error code. */
export type LoginLinkNotice = { kind: 'signedIn'; userName: string } | { kind: 'failed'; errorCode: string };

export interface OpenAuthModalPayload {
  modal: AuthModal;
  loginType?: LoginType;
  recoveryMethod?: RecoveryMethod;
  forced?: boolean;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    openAuthModal(state, { payload }: PayloadAction<OpenAuthModalPayload>) {
      state.modal = payload.modal;
      state.forced = payload.forced ?? false;
      if (payload.loginType) state.loginType = payload.loginType;
      if (payload.recoveryMethod) state.recoveryMethod = payload.recoveryMethod;
      state.notice = null;
    },
    /** Closes the open modal unless it is forced (a forced modal closes by doing what it asks). */
    closeAuthModal(state) {
      if (state.forced) return;
      state.modal = null;
      state.sessionEndReason = null;
    },
    setLoginType(state, { payload }: PayloadAction<LoginType>) {
      state.loginType = payload;
    },
    loggedIn(state, { payload }: PayloadAction<LoginValue>) {
      state.loggedIn = true;
      state.account = payload.userName;
      state.nickname = payload.nickname;
      state.accountType = payload.type;
      state.isAgent = isAgentType(payload.type);
      state.firstTimeLogin = payload.firstTimeLogin;
      state.changePasswordRequired = payload.firstTimeLogin || payload.passwordExpired;
      state.sessionEndReason = null;
      state.notice = null;
    },
    showLoginLinkNotice(state, { payload }: PayloadAction<LoginLinkNotice>) {
      state.loginLinkNotice = payload;
    },
    dismissLoginLinkNotice(state) {
      state.loginLinkNotice = null;
    },
    /** The login link was traded, refused or ignored: guards may decide. */
    loginLinkSettled(state) {
      state.loginLinkPending = false;
    },
    loggedOut(state, { payload }: PayloadAction<{ reason?: string } | undefined>) {
      Object.assign(state, visitor, { loginType: state.loginType, loginLinkPending: state.loginLinkPending });
      if (payload?.reason) {
        state.sessionEndReason = payload.reason;
        state.modal = 'login';
      }
    },
    passwordChanged(state) {
      state.changePasswordRequired = false;
      state.forced = false;
    },
    showNotice(state, { payload }: PayloadAction<AuthNotice>) {
      state.notice = payload;
    },
    dismissNotice(state) {
      state.notice = null;
    },
    openPersonalCenter(state, { payload }: PayloadAction<PersonalCenterPage | undefined>) {
      state.personalCenter = { open: true, page: payload ?? DEFAULT_PERSONAL_CENTER_PAGE };
    },
    selectPersonalCenterPage(state, { payload }: PayloadAction<PersonalCenterPage>) {
      state.personalCenter.page = payload;
    },
    closePersonalCenter(state) {
      state.personalCenter.open = false;
    },
  },
  extraReducers: (builder) => {
    // The member info is the truth about who is logged in: type, agent status, VIP service.
    builder.addMatcher(memberApi.endpoints.getMemberInfo.matchFulfilled, (state, { payload }) => {
      if (!state.loggedIn) return;
      state.account = payload.account;
      state.nickname = payload.nickname;
      state.accountType = payload.type;
      state.isAgent = isAgentType(payload.type);
      state.vipService = (payload.clubLabel?.rankLevel ?? 0) >= VIP_SERVICE_MIN_RANK;
    });
  },
  selectors: {
    selectAuth: (state) => state,
    selectLoggedIn: (state) => state.loggedIn,
    selectIsAgent: (state) => state.isAgent,
    selectAccountType: (state) => state.accountType,
    selectAuthModal: (state) => state.modal,
    selectPersonalCenter: (state) => state.personalCenter,
    selectVipService: (state) => state.vipService,
    selectLoginLinkPending: (state) => state.loginLinkPending,
  },
});

export const authReducer = authSlice.reducer;
export const {
  openAuthModal,
  closeAuthModal,
  setLoginType,
  loggedIn,
  loggedOut,
  showLoginLinkNotice,
  dismissLoginLinkNotice,
  loginLinkSettled,
  passwordChanged,
  showNotice,
  dismissNotice,
  openPersonalCenter,
  selectPersonalCenterPage,
  closePersonalCenter,
} = authSlice.actions;
export const {
  selectAuth,
  selectLoggedIn,
  selectIsAgent,
  selectAccountType,
  selectAuthModal,
  selectPersonalCenter,
  selectVipService,
  selectLoginLinkPending,
} = authSlice.selectors;

/** The part of the app's state this feature reads. */
export interface AuthRootState {
  auth: AuthState;
}
