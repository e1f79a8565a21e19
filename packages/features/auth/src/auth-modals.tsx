// AuthModals: mounted once in the app shell (inside the router, the store and i18n). It renders
// whichever auth modal the slice names — login, register, forgot password, change password,
// after-login, registration success, mobile-registration notice — the trial-account warnings,
// and runs the session's background work (URL token login, member info; see SessionSync).
import { AfterLoginModal } from './login/after-login-modal';
import { LoginModal } from './login/login-modal';
import { ChangePasswordModal } from './password/change-password-modal';
import { ForgotPasswordModal } from './recovery/forgot-password-modal';
import { RegisterModal } from './register/register-modal';
import { MobileRegisterNoticeModal, RegisterSuccessModal } from './register/register-success-modal';
import { AuthNotices } from './session/auth-notices';
import { useAuthSelector } from './session/hooks';
import { SessionSync } from './session/session-sync';

// Each modal mounts only while it is the open one, so its form starts afresh every time.
export function AuthModals() {
  const modal = useAuthSelector((state) => state.auth.modal);
  return (
    <>
      <SessionSync />
      {modal === 'login' && <LoginModal open />}
      {modal === 'register' && <RegisterModal open />}
      {modal === 'forgotPassword' && <ForgotPasswordModal open />}
      {modal === 'changePassword' && <ChangePasswordModal open />}
      {modal === 'afterLogin' && <AfterLoginModal open />}
      {modal === 'registerSuccess' && <RegisterSuccessModal open />}
      {modal === 'mobileRegisterNotice' && <MobileRegisterNoticeModal open />}
      <AuthNotices />
    </>
  );
}
