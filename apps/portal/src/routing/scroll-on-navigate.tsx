// Scrolling on navigation (spec §2): to the top of the page, or to the element the hash names.
// Back and forward keep the browser's own restoration (history.scrollRestoration stays 'auto').
import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

export function ScrollOnNavigate() {
  const { pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, search, hash, navigationType]);
  return null;
}
