// The `agent` translation namespace (the centre's menu and title, the team pages, registerCenter,
// the contract screens and the errors): one JSON set per shipped language, loaded lazily. It is not
// registered with the app's i18n at start (that would load it on the home page): AgentTexts adds
// every namespace of AGENT_NAMESPACES when the centre opens.
import { lazyResources, type NamespaceImports, type NamespaceLoader } from '@portal/i18n';
import type enAgent from './locales/en/agent.json';
import { AGENT_REPORTS_NAMESPACE, agentReportsResources } from './reports/reports-namespace';

export const AGENT_NAMESPACE = 'agent';

/** The shape of the namespace, English being the source. */
export type AgentResources = typeof enAgent;

export const agentNamespace: NamespaceImports<AgentResources> = {
  CN: () => import('./locales/cn/agent.json'),
  EN: () => import('./locales/en/agent.json'),
  ID: () => import('./locales/id/agent.json'),
  PT: () => import('./locales/pt/agent.json'),
  TH: () => import('./locales/th/agent.json'),
  // TY: the unnamed set; English text until the operator supplies it (see @portal/i18n README).
  TY: () => import('./locales/ty/agent.json'),
  VI: () => import('./locales/vi/agent.json'),
};

export const agentResources = lazyResources(agentNamespace);

/**
 * Every namespace the agent centre's pages read: what AgentTexts loads with the centre and the tests
 * register. The report pages (src/reports) add their own namespace here, one line:
 * `[AGENT_REPORTS_NAMESPACE]: agentReportsResources`.
 */
export const AGENT_NAMESPACES: Readonly<Record<string, NamespaceLoader>> = {
  [AGENT_NAMESPACE]: agentResources,
  [AGENT_REPORTS_NAMESPACE]: agentReportsResources,
};
