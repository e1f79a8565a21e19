// PersonalCenter: the member centre overlay (spec §2), open while the slice says so and someone is
// logged in. Its dialog (personal-center-dialog.tsx: the page menu and the pages) is a chunk loaded
// when it first opens; nothing shows while it loads. Opening goes through useOpenPersonalCenter,
// which refuses visitors (login popup) and trial accounts (in_need_true_account).
import { useCallback } from 'react';
import { closePersonalCenter, openPersonalCenter } from '../session/auth-slice';
import type { PersonalCenterPage } from '../session/auth-state';
import { useAuthDispatch, useAuthSelector } from '../session/hooks';
import { useRequireRealAccount } from '../session/use-require-login';
import { lazyComponent } from '../shared/lazy-component';
import { LazySlot } from '../shared/lazy-slot';

export interface PersonalCenterProps {
  /** Missions not yet done, shown as a badge on missionLeaderboard (none for 0). */
  missionCount?: number;
}

const PersonalCenterDialog = lazyComponent(() => import('./personal-center-dialog').then((module) => module.PersonalCenterDialog));

/** Opens the member centre on a page, for members only (spec §6). */
export function useOpenPersonalCenter(): (page?: PersonalCenterPage) => boolean {
  const dispatch = useAuthDispatch();
  const requireRealAccount = useRequireRealAccount();
  return useCallback((page) => requireRealAccount(() => dispatch(openPersonalCenter(page))), [dispatch, requireRealAccount]);
}

export function PersonalCenter({ missionCount = 0 }: PersonalCenterProps) {
  const dispatch = useAuthDispatch();
  const open = useAuthSelector((state) => state.auth.personalCenter.open);
  const loggedIn = useAuthSelector((state) => state.auth.loggedIn);
  if (!open || !loggedIn) return null;
  return (
    <LazySlot onFailure={() => dispatch(closePersonalCenter())}>
      <PersonalCenterDialog missionCount={missionCount} />
    </LazySlot>
  );
}
