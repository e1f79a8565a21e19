// Public API of @portal/feature-auth: accounts and session — the session slice and its thunks,
// the login, registration, recovery and password screens, the header's account bar, the
// personal centre, the system-status pages and the `auth` translations.

// --- session state (store key `auth`) ---
export {
  authSlice,
  authReducer,
  initialAuthState,
  openAuthModal,
  closeAuthModal,
  setLoginType,
  loggedIn,
  showLoginLinkNotice,
  dismissLoginLinkNotice,
  loginLinkSettled,
  loggedOut,
  passwordChanged,
  showNotice,
  dismissNotice,
  openPersonalCenter,
  selectPersonalCenterPage,
  closePersonalCenter,
  selectAuth,
  selectLoggedIn,
  selectIsAgent,
  selectAccountType,
  selectAuthModal,
  selectPersonalCenter,
  selectVipService,
  selectLoginLinkPending,
  VIP_SERVICE_MIN_RANK,
  type AuthState,
  type AuthRootState,
  type OpenAuthModalPayload,
  type LoginLinkNotice,
} from './session/auth-slice';
export {
  AUTH_MODALS,
  PERSONAL_CENTER_PAGES,
  DEFAULT_PERSONAL_CENTER_PAGE,
  isPersonalCenterPage,
  type AuthModal,
  type AuthNotice,
  type PersonalCenterPage,
  type RecoveryMethod,
} from './session/auth-state';
export {
  startSession,
  startSessionFromLoginLink,
  loadMemberInfo,
  endSession,
  sessionEnded,
  logout,
} from './session/session-thunks';
export {
  getSessionToken,
  readStoredSession,
  clearSessionStorage,
  SESSION_TOKEN_CHANGED_EVENT,
  type StoredSession,
} from './session/session-storage';
export { consumeUrlToken, takeUrlTokenEarly, withoutUrlToken, URL_TOKEN_PARAM } from './session/url-token';
export {
  REMEMBER_ME_COOKIES,
  REMEMBER_ME_MAX_AGE_SECONDS,
  readRememberedLogin,
  forgetRememberedLogin,
  type RememberedLogin,
} from './session/remember-me';
export {
  useRequireLogin,
  useRequireRealAccount,
  useRequireChatLogin,
  type RequireLogin,
  type RequireLoginOptions,
} from './session/use-require-login';
export { useAuthDispatch, useAuthSelector, type AuthDispatch } from './session/hooks';
export { useUnreadMessagesActive } from './session/use-unread-messages';
export { useUnreadCount, UNREAD_COUNT_POLL_MS } from './session/unread-count';

// --- screens ---
export { AuthModals } from './auth-modals';
export { LoginForm, type LoginFormProps } from './login/login-form';
export { LoginModal } from './login/login-modal';
export { LoginPage } from './login/login-page';
export { SocialCallbackPage } from './login/social-callback-page';
export { SocialSignInButtons } from './login/social-sign-in-buttons';
export { RegisterForm, type RegisterFormProps } from './register/register-form';
export { RegisterModal } from './register/register-modal';
export { RegisterPage, DEFAULT_REGISTER_BONUS, type RegisterPageProps } from './register/register-page';
export { ForgotPasswordModal } from './recovery/forgot-password-modal';
export { ChangePasswordModal } from './password/change-password-modal';
export { ChangePasswordForm, type ChangePasswordFormProps } from './password/change-password-form';
export { HeaderAccountBar, type HeaderAccountBarProps } from './member-bar/header-account-bar';
export {
  PersonalCenter,
  useOpenPersonalCenter,
  PERSONAL_CENTER_PARAM,
  type PersonalCenterProps,
  type PersonalCenterPages,
} from './personal-center/personal-center';
export { SystemStatusGate, type SystemStatusGateProps } from './system-status/system-status-gate';
export { MaintenancePage, type MaintenancePageProps } from './system-status/maintenance-page';
export { RegionRestrictionPage, type RegionRestrictionPageProps } from './system-status/region-restriction-page';
export { CountryPicker, COUNTRY_PICKER_CLOSE_DELAY_MS, type CountryPickerProps } from './shared/country-picker';

// --- settings, language, translations ---
export {
  AuthSettingsProvider,
  useAuthSettings,
  DEFAULT_ADULT_AGE,
  type AuthSettings,
  type AuthSettingsProviderProps,
} from './shared/auth-settings';
export { useSyncMemberLanguage } from './language/use-sync-member-language';
export { authNamespace, authResources, type AuthResources } from './auth-namespace';
