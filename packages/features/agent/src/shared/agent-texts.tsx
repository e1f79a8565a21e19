// Adds the agent centre's namespaces (AGENT_NAMESPACES: `agent`, and the reports' own) to the app's
// i18next instance when the centre opens (and again for each language the member switches to), so
// nothing of the centre loads with the home page. The app may pass the tenant's overrides; they are
// merged over the texts.
import { NamespaceTexts, type NamespaceOverrides } from '@portal/i18n';
import type { ReactNode } from 'react';
import { AGENT_NAMESPACES } from '../agent-namespace';

export interface AgentTextsProps {
  overrides?: NamespaceOverrides;
  /** Shown until the first set of texts is in. */
  fallback?: ReactNode;
  children: ReactNode;
}

export function AgentTexts({ overrides, fallback = null, children }: AgentTextsProps) {
  return (
    <NamespaceTexts namespaces={AGENT_NAMESPACES} overrides={overrides} fallback={fallback}>
      {children}
    </NamespaceTexts>
  );
}
