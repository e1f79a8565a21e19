// The back office's routes (under the router's basename /backoffice): the login, then every staff
// page behind the session gate, each its own chunk (React.lazy) and each opened only by the roles
// of pages.ts. `/` goes to the first page the staff member's roles allow.
import { Button, FormAlert, Stack } from '@portal/ui';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { mayOpen, PAGES, pagesFor, type PageId } from '../session/pages';
import { SessionGate } from '../session/session-gate';
import { useStaffSession } from '../session/staff-session';
import { ShellLayout } from '../shell/shell-layout';
import { PageSpinner } from '../shared/page-spinner';
import { useBackofficeTranslation } from '../shared/use-backoffice-translation';

const LoginPage = lazy(() => import('../session/login-page'));
const SCREENS: Record<PageId, LazyExoticComponent<ComponentType>> = {
  support: lazy(() => import('../pages/support/support-page')),
  withdrawals: lazy(() => import('../pages/withdrawals/withdrawals-page')),
  members: lazy(() => import('../pages/members/members-page')),
  approvals: lazy(() => import('../pages/approvals/approvals-page')),
  messages: lazy(() => import('../pages/messages/messages-page')),
  pointsRedeems: lazy(() => import('../pages/points-redeems/points-redeems-page')),
  promotionApplications: lazy(() => import('../pages/promotion-applications/promotion-applications-page')),
  announcements: lazy(() => import('../pages/announcements/announcements-page')),
  helpArticles: lazy(() => import('../pages/help-articles/help-articles-page')),
  promotions: lazy(() => import('../pages/promotions/promotions-page')),
  missions: lazy(() => import('../pages/missions/missions-page')),
  staff: lazy(() => import('../pages/staff/staff-page')),
  audit: lazy(() => import('../pages/audit/audit-page')),
};

function FirstPage() {
  const { t } = useBackofficeTranslation();
  const [first] = pagesFor(useStaffSession().staff.roles);
  return first ? <Navigate to={`/${first.path}`} replace /> : <FormAlert tone="info">{t('app.noPages')}</FormAlert>;
}

function RolePage({ page }: { page: PageId }) {
  const { staff } = useStaffSession();
  if (!mayOpen(page, staff.roles)) return <Navigate to="/" replace />;
  const Screen = SCREENS[page];
  return <Screen />;
}

function NotFound() {
  const { t } = useBackofficeTranslation();
  return <FormAlert tone="info">{t('app.notFound')}</FormAlert>;
}

/** A page whose chunk failed to load (a deploy replaced it, the network dropped): say so, offer a reload. */
function PageFailed() {
  const { t } = useBackofficeTranslation();
  return (
    <Stack align="start">
      <FormAlert>{t('app.pageFailed')}</FormAlert>
      <Button onClick={() => window.location.reload()}>{t('app.reload')}</Button>
    </Stack>
  );
}

function StaffFrame() {
  return (
    <SessionGate>
      <ShellLayout>
        <Outlet />
      </ShellLayout>
    </SessionGate>
  );
}

export function createBackofficeRoutes(): RouteObject[] {
  return [
    {
      path: '/login',
      errorElement: <PageFailed />,
      element: (
        <Suspense fallback={<PageSpinner />}>
          <LoginPage />
        </Suspense>
      ),
    },
    {
      path: '/',
      element: <StaffFrame />,
      errorElement: <PageFailed />,
      children: [
        { index: true, element: <FirstPage /> },
        ...PAGES.map((page) => ({ path: page.path, element: <RolePage page={page.id} /> })),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

/** The path the platform serves the back office under (vite.config.ts `base`). */
export const BACKOFFICE_BASENAME = '/backoffice';
