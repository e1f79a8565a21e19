// PersonalCenter: the member centre overlay (spec §2), open while the slice says so and someone is
// logged in. Its dialog (personal-center-dialog.tsx: the page menu and the pages, which the app
// provides through `loadPages`) is a chunk loaded when it first opens; nothing shows while it
// loads. A link with `?member=<page>` opens it (personal-center-url.tsx, loaded only then). Opening goes through useOpenPersonalCenter,
// which refuses visitors (login popup) and trial accounts (in_need_true_account).
import { useCallback, useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { closePersonalCenter, openPersonalCenter } from '../session/auth-slice';
import type { PersonalCenterPage } from '../session/auth-state';
import { useAuthDispatch, useAuthSelector } from '../session/hooks';
import { useRequireRealAccount } from '../session/use-require-login';
import { lazyComponent } from '../shared/lazy-component';
import { LazySlot } from '../shared/lazy-slot';
import { PERSONAL_CENTER_PARAM, type PersonalCenterProps } from './personal-centre-props';

export { PERSONAL_CENTER_PARAM, type PersonalCenterPages, type PersonalCenterProps } from './personal-centre-props';

const PersonalCenterDialog = lazyComponent(() =>
  import('./personal-center-dialog').then((module) => module.PersonalCenterDialog),
);
const PersonalCenterLink = lazyComponent(() =>
  import('./personal-center-url').then((module) => module.PersonalCenterLink),
);

/** Opens the member centre on a page, for members only (spec §6). */
export function useOpenPersonalCenter(): (page?: PersonalCenterPage) => boolean {
  const dispatch = useAuthDispatch();
  const requireRealAccount = useRequireRealAccount();
  return useCallback(
    (page) => requireRealAccount(() => dispatch(openPersonalCenter(page))),
    [dispatch, requireRealAccount],
  );
}

export function PersonalCenter({ missionCount = 0, loadPages }: PersonalCenterProps) {
  const dispatch = useAuthDispatch();
  const open = useAuthSelector((state) => state.auth.personalCenter.open);
  const loggedIn = useAuthSelector((state) => state.auth.loggedIn);
  // Opening renders the whole dialog: in a deferred render, which React splits into short tasks,
  // not in the one synchronous task a store update gets (on a phone, ~85 ms of input waiting at
  // 4x). Closing is at once.
  const openedNow = open && loggedIn;
  const shown = useDeferredValue(openedNow) && openedNow;
  // A link to a page (`?member=withdraw`) opens the centre.
  const [params] = useSearchParams();
  if (!shown) {
    return params.has(PERSONAL_CENTER_PARAM) ? (
      <LazySlot>
        <PersonalCenterLink />
      </LazySlot>
    ) : null;
  }
  return (
    <LazySlot onFailure={() => dispatch(closePersonalCenter())}>
      <PersonalCenterDialog missionCount={missionCount} loadPages={loadPages} />
    </LazySlot>
  );
}
