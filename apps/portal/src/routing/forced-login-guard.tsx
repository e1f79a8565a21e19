// Route guard for forced login: reads the flag and the session token through their seams and
// redirects to /login, remembering where the visitor wanted to go (for the accounts feature).
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionToken } from '../session/use-session-token';
import { useShellModuleEnabled } from '../tenant/module-flags';
import { forcedLoginRedirect } from './forced-login';

export function ForcedLoginGuard({ children }: { children: ReactNode }) {
  const forceLogin = useShellModuleEnabled('FORCELOGIN3');
  const token = useSessionToken();
  const location = useLocation();
  const target = forcedLoginRedirect({ forceLogin, token, pathname: location.pathname });
  if (target) return <Navigate to={target} replace state={{ from: location }} />;
  return <>{children}</>;
}
