// The member centre's page in the address (`?member=<page key>`), so a link opens a page and Back
// closes the centre. The centre's state stays in the slice; the address follows it while the
// dialog is open (opening pushes an entry, switching pages replaces it, closing leaves the entry),
// and a page key arriving in the address opens the centre (PersonalCenterLink, mounted only while
// the address holds one and the centre is shut, so none of this is in the first paint).
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { closePersonalCenter, openPersonalCenter } from '../session/auth-slice';
import { isPersonalCenterPage, type PersonalCenterPage } from '../session/auth-state';
import { useAuthDispatch, useAuthSelector } from '../session/hooks';
import { useRequireRealAccount } from '../session/use-require-login';
import { PERSONAL_CENTER_PARAM } from './personal-centre-props';

/** The overlay opens over the page: the app's scroll-on-navigate leaves the page where it was. */
const KEEP_SCROLL = { keepScroll: true };

/** Opens the centre on the page the address names (a visitor gets the login popup, then the page). */
export function PersonalCenterLink() {
  const [params] = useSearchParams();
  const wanted = params.get(PERSONAL_CENTER_PARAM);
  const loggedIn = useAuthSelector((state) => state.auth.loggedIn);
  // A login link in the same address is still being traded: wait for its session.
  const loginLinkPending = useAuthSelector((state) => state.auth.loginLinkPending);
  const dispatch = useAuthDispatch();
  const requireRealAccount = useRequireRealAccount();
  useEffect(() => {
    if (!loginLinkPending && isPersonalCenterPage(wanted))
      requireRealAccount(() => dispatch(openPersonalCenter(wanted)));
  }, [wanted, loggedIn, loginLinkPending, dispatch, requireRealAccount]);
  return null;
}

/** While the dialog is open: keeps the address on its page, closes it on Back; returns the close action. */
export function usePersonalCenterUrl(page: PersonalCenterPage): () => void {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAuthDispatch();
  const wanted = params.get(PERSONAL_CENTER_PARAM);
  // Whether the entry with the page is ours (pushed on open): closing then goes back off it.
  const pushed = useRef(false);
  const previousWanted = useRef(wanted);

  useEffect(() => {
    if (wanted === page) return;
    // One entry per opening: a page chosen before the address caught up with the first push
    // replaces it (a second push would leave the first page behind, and Back would open it again).
    const first = wanted === null && !pushed.current;
    if (first) pushed.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(PERSONAL_CENTER_PARAM, page);
        return next;
      },
      { replace: !first, state: KEEP_SCROLL },
    );
    // Only the page moves the address; the address's own changes are handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page]);

  useEffect(() => {
    const before = previousWanted.current;
    previousWanted.current = wanted;
    if (before !== null && wanted === null) dispatch(closePersonalCenter());
    else if (isPersonalCenterPage(wanted) && wanted !== page) dispatch(openPersonalCenter(wanted));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, dispatch]);

  // The address leads: leaving the page's entry closes the centre (above), so the centre is never
  // shut while the address still names a page (which PersonalCenterLink would open again).
  return useCallback(() => {
    if (pushed.current) {
      void navigate(-1);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PERSONAL_CENTER_PARAM);
        return next;
      },
      { replace: true, state: KEEP_SCROLL },
    );
  }, [navigate, setParams]);
}
