// The root route: the system-status gate (maintenance and IP-restriction pages replace the app),
// the forced-login guard, the shell around the matched screen, the overlays mounted once (the
// accounts feature's modals and personal centre, the agent centre, the help modal, the notice modal
// and the announcement popups), and scroll handling.
import { AuthModals, SystemStatusGate, useSyncMemberLanguage } from '@portal/feature-auth';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { lazyPart } from '../app/first-paint-parts';
import { useAppSelector } from '../app/hooks';
import { ShellLayout } from '../shell/layout/shell-layout';
import { PersonalCenterWithMissions } from '../shell/member-centre/personal-center-with-missions';
import { selectOpenModal } from '../shell/shell-slice';
import { useTenant } from '../tenant/tenant-context';
import { ForcedLoginGuard } from './forced-login-guard';
import { useRouteLayout } from './route-layout';
import { ScrollOnNavigate } from './scroll-on-navigate';

// The member centre's pages (@portal/feature-member), loaded when the centre first shows one of them (not for My account).
const loadMemberCentrePages = () =>
  import('../shell/member-centre/member-centre-pages').then((m) => m.memberCentrePages);

// Loaded when first opened: its dialog code is not part of the first paint.
const AgentCentreOverlay = lazy(() =>
  import('../shell/agent-centre/agent-centre-overlay').then((m) => ({ default: m.AgentCentreOverlay })),
);

// The help centre and feedback (@portal/feature-support), loaded when the side menu's help entry opens it.
const HelpModal = lazy(() => import('../shell/help/help-modal').then((m) => ({ default: m.HelpModal })));

// The speed test and the "customer service could not be opened" notice: loaded when first needed.
const ShellDialogs = lazy(() => import('../shell/shell-dialogs'));

// The announcement popups and the notice modal: one chunk, loaded after the first paint — or before
// the app's first render when the platform painted a popup into the page (its data-parts names this
// part; FIRST_PAINT_POPUP in @portal/contracts). The build renders the popup on its own
// (prerender.tsx), so the pages' first paint leaves it out.
const AnnouncementOverlays = lazyPart(
  'announcement-overlays',
  () => import('../shell/announcements/announcement-overlays'),
);

function MemberLanguageSync() {
  useSyncMemberLanguage();
  return null;
}

export function RootLayout() {
  const tenant = useTenant();
  const openModal = useAppSelector(selectOpenModal);
  const agentCentreOpen = openModal === 'agentCentre';
  const gate = {
    customerServiceUrl: tenant.config.customerService.liveChatUrl,
    logo: <img src={tenant.assets.logo} alt={tenant.config.brandName} height={48} />,
  };
  // A bare screen (/chat): the screen alone, with the login popup it may ask for.
  if (useRouteLayout().bare)
    return (
      <SystemStatusGate {...gate}>
        <Outlet />
        <AuthModals />
        <MemberLanguageSync />
      </SystemStatusGate>
    );
  return (
    <SystemStatusGate {...gate}>
      <ForcedLoginGuard>
        <ShellLayout>
          <Outlet />
        </ShellLayout>
      </ForcedLoginGuard>
      <AuthModals />
      <PersonalCenterWithMissions loadPages={loadMemberCentrePages} />
      {agentCentreOpen && (
        <Suspense fallback={null}>
          <AgentCentreOverlay />
        </Suspense>
      )}
      {openModal === 'help' && (
        <Suspense fallback={null}>
          <HelpModal />
        </Suspense>
      )}
      {(openModal === 'speedTest' || openModal === 'serviceUnavailable') && (
        <Suspense fallback={null}>
          <ShellDialogs modal={openModal} />
        </Suspense>
      )}
      {!import.meta.env.SSR && (
        <Suspense fallback={null}>
          <AnnouncementOverlays />
        </Suspense>
      )}
      <MemberLanguageSync />
      <ScrollOnNavigate />
    </SystemStatusGate>
  );
}
