// AuthModals: mounted once in the app shell (inside the router, the store and i18n). It renders
// whichever auth modal the slice names — login, register, forgot password, change password,
// after-login, registration success, mobile-registration notice — the trial-account warnings,
// and runs the session's background work (URL token login, member info; see SessionSync) with the
// notice naming the account a login link opened (LoginLinkNotice).
//
// Only the background work is in the portal's first JavaScript: each modal and the warnings are
// chunks loaded when the slice first opens them (auth-modal-loaders.ts). While a chunk loads
// nothing shows — the page stays as it is — and a chunk that fails to load closes its modal
// instead of breaking the page.
import type { LazyExoticComponent } from 'react';
import { AUTH_MODAL_LOADERS, type AuthModalComponent } from './auth-modal-loaders';
import { closeAuthModal, dismissNotice } from './session/auth-slice';
import type { AuthModal } from './session/auth-state';
import { useAuthDispatch, useAuthSelector } from './session/hooks';
import { LoginLinkNotice } from './session/login-link-notice';
import { SessionSync } from './session/session-sync';
import { lazyComponent } from './shared/lazy-component';
import { LazySlot } from './shared/lazy-slot';

const MODALS: Readonly<Record<AuthModal, LazyExoticComponent<AuthModalComponent>>> = {
  login: lazyComponent(AUTH_MODAL_LOADERS.login),
  register: lazyComponent(AUTH_MODAL_LOADERS.register),
  forgotPassword: lazyComponent(AUTH_MODAL_LOADERS.forgotPassword),
  changePassword: lazyComponent(AUTH_MODAL_LOADERS.changePassword),
  afterLogin: lazyComponent(AUTH_MODAL_LOADERS.afterLogin),
  registerSuccess: lazyComponent(AUTH_MODAL_LOADERS.registerSuccess),
  mobileRegisterNotice: lazyComponent(AUTH_MODAL_LOADERS.mobileRegisterNotice),
};

const AuthNotices = lazyComponent(() => import('./session/auth-notices').then((module) => module.AuthNotices));

// Each modal mounts only while it is the open one, so its form starts afresh every time.
export function AuthModals() {
  const dispatch = useAuthDispatch();
  const modal = useAuthSelector((state) => state.auth.modal);
  const notice = useAuthSelector((state) => state.auth.notice);
  return (
    <>
      <SessionSync />
      <LoginLinkNotice />
      {modal && (
        <LazySlot key={modal} onFailure={() => dispatch(closeAuthModal())}>
          <OpenModal modal={modal} />
        </LazySlot>
      )}
      {notice && (
        <LazySlot onFailure={() => dispatch(dismissNotice())}>
          <AuthNotices />
        </LazySlot>
      )}
    </>
  );
}

function OpenModal({ modal }: { modal: AuthModal }) {
  const Component = MODALS[modal];
  return <Component open />;
}
