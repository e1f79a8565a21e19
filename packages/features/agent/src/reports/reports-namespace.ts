// The `agentReports` translation namespace: the agent centre's report pages (team betting, user
// profit and loss, my income, transaction details, dividend and salary records) and their charts.
// One JSON set per shipped language, loaded lazily with the agent centre (AGENT_NAMESPACES lists
// it), never with the home page.
import { lazyResources, type NamespaceImports } from '@portal/i18n';
import type enAgentReports from '../locales/en/agent-reports.json';

export const AGENT_REPORTS_NAMESPACE = 'agentReports';

/** The shape of the namespace, English being the source. */
export type AgentReportsResources = typeof enAgentReports;

export const agentReportsNamespace: NamespaceImports<AgentReportsResources> = {
  CN: () => import('../locales/cn/agent-reports.json'),
  EN: () => import('../locales/en/agent-reports.json'),
  ID: () => import('../locales/id/agent-reports.json'),
  PT: () => import('../locales/pt/agent-reports.json'),
  TH: () => import('../locales/th/agent-reports.json'),
  // TY: the unnamed set; English text until the operator supplies it (see @portal/i18n README).
  TY: () => import('../locales/ty/agent-reports.json'),
  VI: () => import('../locales/vi/agent-reports.json'),
};

export const agentReportsResources = lazyResources(agentReportsNamespace);
