// Route guard for forced login: reads the flag and the session token through their seams and
// redirects to /login, remembering where the visitor wanted to go (for the accounts feature).
// While a `?token=` login link is being traded for a session it waits: the member is on the way in.
// A session that arrives lets the route mount in a deferred render.
import { selectLoginLinkPending } from '@portal/feature-auth';
import { useDeferredValue, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '../app/hooks';
import { useSessionToken } from '../session/use-session-token';
import { useShellModuleEnabled } from '../tenant/module-flags';
import { forcedLoginRedirect } from './forced-login';

export function ForcedLoginGuard({ children }: { children: ReactNode }) {
  const forceLogin = useShellModuleEnabled('FORCELOGIN3');
  const token = useSessionToken();
  const location = useLocation();
  const loginLinkPending = useAppSelector(selectLoginLinkPending);
  const target = forcedLoginRedirect({ forceLogin, token, pathname: location.pathname });
  // A new session lets the route in: it mounts in a deferred render, which React splits into short
  // tasks, not in the one synchronous task a store update gets (a member's whole home, at once).
  const wasRedirected = useDeferredValue(target !== null);
  if (wasRedirected && !target) return null;
  if (target && loginLinkPending) return null;
  if (target) return <Navigate to={target} replace state={{ from: location }} />;
  return <>{children}</>;
}
