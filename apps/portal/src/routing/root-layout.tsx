// The root route: the shell around the matched screen, the forced-login guard, and scroll
// handling (to the top on each navigation, to the element named by the hash when there is one).
import { Outlet } from 'react-router';
import { ShellLayout } from '../shell/layout/shell-layout';
import { ForcedLoginGuard } from './forced-login-guard';
import { ScrollOnNavigate } from './scroll-on-navigate';

export function RootLayout() {
  return (
    <>
      <ForcedLoginGuard>
        <ShellLayout>
          <Outlet />
        </ShellLayout>
      </ForcedLoginGuard>
      <ScrollOnNavigate />
    </>
  );
}
