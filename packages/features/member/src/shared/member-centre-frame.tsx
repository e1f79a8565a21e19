// What every page of the member centre runs inside: the host the app passes in and the centre's
// texts (MemberTexts), with a spinner while a page's chunk or its texts load.
import { useTranslation } from '@portal/i18n';
import { Spinner } from '@portal/ui';
import { Suspense, type ReactNode } from 'react';
import { MemberHostProvider, type MemberHost } from './member-host';
import { MemberTexts, type MemberTextOverrides } from './member-texts';

export interface MemberCentreFrameProps {
  host: MemberHost;
  overrides?: MemberTextOverrides;
  /** Shown while the texts or a page's chunk load (a spinner); null for a part that shows nothing meanwhile. */
  fallback?: ReactNode;
  children: ReactNode;
}

function Loading() {
  const { t } = useTranslation();
  return <Spinner label={t('common:status.loading')} />;
}

export function MemberCentreFrame({ host, overrides, fallback = <Loading />, children }: MemberCentreFrameProps) {
  return (
    <MemberHostProvider value={host}>
      <MemberTexts overrides={overrides} fallback={fallback}>
        <Suspense fallback={fallback}>{children}</Suspense>
      </MemberTexts>
    </MemberHostProvider>
  );
}
