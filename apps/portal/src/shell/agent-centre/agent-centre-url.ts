// The agent centre's page in the address (`?agent=<page key>`, like the member centre's
// `?member=`): a link opens the centre on a page (agent-centre-link.tsx, mounted by the footer), the
// centre keeps the address on its page while open, and closing takes the parameter off.
import { isAgentPageKey, type AgentPageKey } from '@portal/feature-agent';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { AGENT_CENTRE_PARAM } from './agent-centre-link';

/** The overlay opens over the page: the app's scroll-on-navigate leaves the page where it was. */
const KEEP_SCROLL = { keepScroll: true };

export function useAgentCentreUrl(): {
  page: AgentPageKey | undefined;
  setPage: (page: AgentPageKey) => void;
  clear: () => void;
} {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(AGENT_CENTRE_PARAM);
  const write = useCallback(
    (page: AgentPageKey | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (page) next.set(AGENT_CENTRE_PARAM, page);
          else next.delete(AGENT_CENTRE_PARAM);
          return next;
        },
        { replace: true, state: KEEP_SCROLL },
      ),
    [setParams],
  );
  const clear = useCallback(() => {
    if (new URLSearchParams(window.location.search).has(AGENT_CENTRE_PARAM)) write(null);
  }, [write]);
  return { page: isAgentPageKey(wanted) ? wanted : undefined, setPage: write, clear };
}
