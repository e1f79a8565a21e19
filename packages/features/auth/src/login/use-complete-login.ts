// What follows every successful login (username, SMS, reset by phone): store the session, go to
// '/', then either the forced change-password modal (the platform says `forceChangePassword`: the
// default password 123456 or an expired one, only after a login by password) or the member info
// and the after-login modal. A first-time login shows the after-login modal's welcome variant
// (our decision for the spec's "first-login action").
import type { LoginValue } from '@portal/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { rememberLoginPassword } from '../password/known-password';
import { openAuthModal } from '../session/auth-slice';
import { useAuthDispatch } from '../session/hooks';
import { loadMemberInfo, startSession } from '../session/session-thunks';

export interface CompleteLoginOptions {
  /** The password just typed, kept in memory only for the forced change (it is the old one). */
  password?: string;
  /** Skip the after-login modal (free play). */
  quiet?: boolean;
}

export function useCompleteLogin() {
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  return useCallback(
    async (value: LoginValue, { password, quiet = false }: CompleteLoginOptions = {}) => {
      dispatch(startSession(value));
      void navigate('/');
      if (value.forceChangePassword) {
        if (password) rememberLoginPassword(password);
        dispatch(openAuthModal({ modal: 'changePassword', forced: true }));
        return;
      }
      await dispatch(loadMemberInfo());
      if (quiet) return;
      dispatch(openAuthModal({ modal: 'afterLogin' }));
    },
    [dispatch, navigate],
  );
}
