// The gate of every staff page: without a token, the login; with one, who is logged in
// (GET /ops/session) before any page shows. A 401 drops the token (ops-base-query.ts) and so
// sends the staff member back to the login.
import { FormAlert, Spinner } from '@portal/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useGetSessionQuery } from '../api/session';
import { useAppSelector } from '../app/store';
import { errorText } from '../shared/error-texts';
import { useBackofficeTranslation } from '../shared/use-backoffice-translation';
import { selectToken } from './session-slice';
import { StaffSessionContext } from './staff-session';

export function SessionGate({ children }: { children: ReactNode }) {
  const token = useAppSelector(selectToken);
  const location = useLocation();
  const { t } = useBackofficeTranslation();
  const { data, error, isLoading } = useGetSessionQuery(undefined, { skip: !token });
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (isLoading || (!data && !error)) return <Spinner label={t('app.loading')} />;
  if (!data) return <FormAlert>{errorText(t, error)}</FormAlert>;
  return <StaffSessionContext.Provider value={data}>{children}</StaffSessionContext.Provider>;
}
