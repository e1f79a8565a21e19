// The app's side of @portal/feature-support's port (support-host.tsx in the feature): the help
// centre and the feedback form get the tenant's feedback word-count range (tenant.json `feedback`,
// in the bundled shell configuration) and the `support` texts with the tenant's overrides, added
// when /helpmc or the help modal opens — nothing of the help centre is in the home page's start-up.
import {
  SupportHostProvider,
  SupportTexts,
  type SupportHost,
  type SupportTextOverrides,
} from '@portal/feature-support';
import type { ResourceTree } from '@portal/i18n';
import { useMemo, type ReactNode } from 'react';
import { useTenant } from '../tenant/tenant-context';

export function WithSupportHost({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const { config, translationOverrides } = useTenant();
  const host = useMemo<SupportHost>(() => ({ feedback: config.feedback }), [config.feedback]);
  const overrides = useMemo<SupportTextOverrides>(
    () => (language) => translationOverrides[language]?.support?.() as Promise<ResourceTree | undefined> | undefined,
    [translationOverrides],
  );
  return (
    <SupportHostProvider value={host}>
      <SupportTexts overrides={overrides} fallback={fallback}>
        {children}
      </SupportTexts>
    </SupportHostProvider>
  );
}
