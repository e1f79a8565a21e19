// The app's side of @portal/feature-agent's port (agent-host.tsx in the feature): the agent centre
// gets the member centre's transfer page (accounts' personal centre opened on `transferUpline`,
// where an agent sends money to a downline — the centre links to it, it does not rebuild transfers),
// the affiliate link of a sub-agent's code on this site's origin, the brand's time zone, and its texts (`agent` and the
// reports' namespace) with the tenant's overrides, added when the centre opens — nothing of the
// agent centre is in the home page's start-up. Features do not import each other: every bridge
// between them is a file in this folder, `With<Feature>Host`.
import { useOpenPersonalCenter } from '@portal/feature-auth';
import { AgentHostProvider, AgentTexts, type AgentHost } from '@portal/feature-agent';
import type { NamespaceOverrides, ResourceTree } from '@portal/i18n';
import { useMemo, type ReactNode } from 'react';
import { brandTimeZone } from '../tenant/brand-time-zone';
import { useTenant } from '../tenant/tenant-context';

export interface WithAgentHostProps {
  /** Closes the agent centre (before the member centre opens over the page). */
  onLeave: () => void;
  children: ReactNode;
}

export function WithAgentHost({ onLeave, children }: WithAgentHostProps) {
  const openPersonalCenter = useOpenPersonalCenter();
  const { translationOverrides, config } = useTenant();
  const timeZone = brandTimeZone(config.utcOffsetMinutes);
  const host = useMemo<AgentHost>(
    () => ({
      openTransfer: () => {
        onLeave();
        openPersonalCenter('transferUpline');
      },
      affiliateLink: (code) => `${window.location.origin}/register?referralCode=${encodeURIComponent(code)}`,
      // Report days and periods are the brand's, as the platform cuts them.
      timeZone,
    }),
    [onLeave, openPersonalCenter, timeZone],
  );
  const overrides = useMemo<NamespaceOverrides>(
    () => (language, namespace) =>
      translationOverrides[language]?.[namespace]?.() as Promise<ResourceTree | undefined> | undefined,
    [translationOverrides],
  );
  return (
    <AgentHostProvider value={host}>
      <AgentTexts overrides={overrides}>{children}</AgentTexts>
    </AgentHostProvider>
  );
}
