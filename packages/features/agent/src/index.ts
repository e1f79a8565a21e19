// Public API of @portal/feature-agent: the agent centre (spec §2) — a modal with the menu of its
// pages (team overview, announcement, registerCenter, team management, the reports, the contract
// screens) on @portal/api's agent domain. The app opens it for agents only, passes what it needs
// from the rest of the portal with AgentHostProvider and wraps it in AgentTexts (the `agent`
// namespace, and the reports', load with the centre, not at start).

// --- the centre ---
export { AgentCentre, type AgentCentreProps } from './centre/agent-centre';
export {
  AGENT_PAGES,
  AGENT_PAGE_KEYS,
  DEFAULT_AGENT_PAGE,
  isAgentPageKey,
  visibleAgentPages,
  type AgentPageEntry,
  type AgentPageFlag,
  type AgentPageKey,
} from './centre/agent-pages';

// --- host (what the app provides) ---
export { AgentHostProvider, DEFAULT_AGENT_HOST, useAgentHost, type AgentHost } from './shared/agent-host';

// --- translations ---
export {
  AGENT_NAMESPACE,
  AGENT_NAMESPACES,
  agentNamespace,
  agentResources,
  type AgentResources,
} from './agent-namespace';
export { AgentTexts, type AgentTextsProps } from './shared/agent-texts';
