// The agent centre overlay (spec §2: a modal the avatar menu's agent entry and, for agents, the
// footer's affiliate button open): @portal/feature-agent's AgentCentre inside WithAgentHost. This
// module is a chunk of its own (root-layout loads it when the centre opens), so the feature is not in
// the home page's bundle. Only a logged-in agent (types 1, 2, 41, 42) gets it; for anyone else the
// open request is dropped. The page is in the address (`?agent=<page>`), so a link opens a page.
import { selectIsAgent, selectLoggedIn, useAuthSelector } from '@portal/feature-auth';
import { AgentCentre, type AgentPageKey } from '@portal/feature-agent';
import { useCallback, useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { WithAgentHost } from '../../bridges/agent-host';
import { modalClosed } from '../shell-slice';
import { useAgentCentreUrl } from './agent-centre-url';

export function AgentCentreOverlay() {
  const dispatch = useAppDispatch();
  const loggedIn = useAuthSelector(selectLoggedIn);
  const isAgent = useAuthSelector(selectIsAgent);
  const allowed = loggedIn && isAgent;
  const { page, setPage, clear } = useAgentCentreUrl();
  const close = useCallback(() => {
    clear();
    dispatch(modalClosed());
  }, [clear, dispatch]);

  useEffect(() => {
    if (!allowed) close();
  }, [allowed, close]);
  if (!allowed) return null;

  return (
    <WithAgentHost onLeave={close}>
      <AgentCentre open page={page} onPageChange={(next: AgentPageKey) => setPage(next)} onClose={close} />
    </WithAgentHost>
  );
}
