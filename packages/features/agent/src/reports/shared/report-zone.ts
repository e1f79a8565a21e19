// The zone a report's days are counted in: the tenant's, as the app passes it to the agent centre
// (AgentHost.timeZone); undefined means the browser's own.
import { useAgentHost } from '../../shared/agent-host';

export function useReportTimeZone(): string | undefined {
  return useAgentHost().timeZone;
}
