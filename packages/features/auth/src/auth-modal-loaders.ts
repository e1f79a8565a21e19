// Where each auth popup's code is: one chunk per modal, loaded when it first opens. A popup brings
// its form, react-hook-form, the country picker, the field checks and the kit's Modal with its
// focus lock — none of which a visitor needs for the first paint of the portal. The header's
// Log in and Register buttons preload their chunk when the pointer or the focus reaches them.
import type { ComponentType } from 'react';
import type { AuthModal } from './session/auth-state';

/** What AuthModals renders for the open modal (it mounts only while open). */
export type AuthModalComponent = ComponentType<{ open: boolean }>;

export const AUTH_MODAL_LOADERS: Readonly<Record<AuthModal, () => Promise<AuthModalComponent>>> = {
  login: () => import('./login/login-modal').then((module) => module.LoginModal),
  register: () => import('./register/register-modal').then((module) => module.RegisterModal),
  forgotPassword: () => import('./recovery/forgot-password-modal').then((module) => module.ForgotPasswordModal),
  changePassword: () => import('./password/change-password-modal').then((module) => module.ChangePasswordModal),
  afterLogin: () => import('./login/after-login-modal').then((module) => module.AfterLoginModal),
  registerSuccess: () => import('./register/register-success-modal').then((module) => module.RegisterSuccessModal),
  mobileRegisterNotice: () =>
    import('./register/register-success-modal').then((module) => module.MobileRegisterNoticeModal),
};

/**
 * Starts loading a modal's chunk ahead of its opening. A failure is ignored here: opening the
 * modal loads it again and reports it there.
 */
export function preloadAuthModal(modal: AuthModal): void {
  AUTH_MODAL_LOADERS[modal]().catch(() => undefined);
}
