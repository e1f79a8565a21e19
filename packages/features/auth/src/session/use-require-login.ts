// Guards for actions that need a session (spec §4 "Login-required check"): a visitor gets the
// login popup; a trial (type 4) account is refused real-account features with a warning.
//
// Decision: until the member info has said what type a reloaded session is, the guard lets the
// action through — the platform refuses a trial account itself (account_type_refused).
import { isTrialType } from '@portal/contracts';
import { useCallback } from 'react';
import { openAuthModal, showNotice } from './auth-slice';
import type { AuthNotice } from './auth-state';
import { useAuthDispatch, useAuthSelector } from './hooks';

export interface RequireLoginOptions {
  /**
   * The warning a trial account gets instead of the action: `needRealAccount` (member and agent
   * centre, `in_need_true_account`) or `completeInformation` (chat, `in_please_information`).
   * Without it a trial account may go ahead (favourites, game launch).
   */
  refuseTrial?: AuthNotice;
}

/** Runs `action` when allowed and returns whether it was; otherwise opens the login popup or the warning. */
export type RequireLogin = (action?: () => void) => boolean;

export function useRequireLogin({ refuseTrial }: RequireLoginOptions = {}): RequireLogin {
  const dispatch = useAuthDispatch();
  const loggedIn = useAuthSelector((state) => state.auth.loggedIn);
  const accountType = useAuthSelector((state) => state.auth.accountType);
  return useCallback(
    (action) => {
      if (!loggedIn) {
        dispatch(openAuthModal({ modal: 'login' }));
        return false;
      }
      if (refuseTrial && accountType !== null && isTrialType(accountType)) {
        dispatch(showNotice(refuseTrial));
        return false;
      }
      action?.();
      return true;
    },
    [dispatch, loggedIn, accountType, refuseTrial],
  );
}

/** Member centre and agent centre: members only, trial accounts get `in_need_true_account`. */
export function useRequireRealAccount(): RequireLogin {
  return useRequireLogin({ refuseTrial: 'needRealAccount' });
}

/** Chat: trial accounts get `in_please_information`. */
export function useRequireChatLogin(): RequireLogin {
  return useRequireLogin({ refuseTrial: 'completeInformation' });
}
