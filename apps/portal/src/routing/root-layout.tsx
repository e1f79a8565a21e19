// The root route: the system-status gate (maintenance and IP-restriction pages replace the app),
// the forced-login guard, the shell around the matched screen, the overlays mounted once (the
// accounts feature's modals and personal centre, the agent centre), and scroll handling.
import { AuthModals, PersonalCenter, SystemStatusGate, useSyncMemberLanguage } from '@portal/feature-auth';
import { Outlet } from 'react-router';
import { AgentCentreOverlay } from '../shell/agent-centre/agent-centre-overlay';
import { ShellLayout } from '../shell/layout/shell-layout';
import { useTenant } from '../tenant/tenant-context';
import { ForcedLoginGuard } from './forced-login-guard';
import { ScrollOnNavigate } from './scroll-on-navigate';

function MemberLanguageSync() {
  useSyncMemberLanguage();
  return null;
}

export function RootLayout() {
  const tenant = useTenant();
  return (
    <SystemStatusGate customerServiceUrl={tenant.config.customerService.liveChatUrl} logo={<img src={tenant.assets.logo} alt={tenant.config.brandName} height={48} />}>
      <ForcedLoginGuard>
        <ShellLayout>
          <Outlet />
        </ShellLayout>
      </ForcedLoginGuard>
      <AuthModals />
      <PersonalCenter />
      <AgentCentreOverlay />
      <MemberLanguageSync />
      <ScrollOnNavigate />
    </SystemStatusGate>
  );
}
