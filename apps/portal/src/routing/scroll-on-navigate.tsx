// Scrolling on navigation (spec §2): to the top of the page, or to the element the hash names.
// Back and forward keep the browser's own restoration (history.scrollRestoration stays 'auto'), and
// an overlay that only records itself in the address (`state.keepScroll`: the member centre's
// `?member=`) leaves the page where it is.
import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

export function ScrollOnNavigate() {
  const { pathname, search, hash, state } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'POP' || (state as { keepScroll?: boolean } | null)?.keepScroll) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, search, hash, navigationType, state]);
  return null;
}
