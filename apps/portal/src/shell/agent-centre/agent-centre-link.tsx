// A link with `?agent=<page>` opens the agent centre for a logged-in agent (the overlay then shows
// that page, or the default one for a key it does not offer). Mounted by the footer, which every
// page has and which loads after the first paint (the home route's budget has no room for it); it is
// free of @portal/feature-agent.
import { selectIsAgent, selectLoggedIn, useAuthSelector } from '@portal/feature-auth';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { modalOpened, selectOpenModal } from '../shell-slice';

export const AGENT_CENTRE_PARAM = 'agent';

export function AgentCentreLink(): null {
  const [params] = useSearchParams();
  const linked = params.has(AGENT_CENTRE_PARAM);
  const loggedIn = useAuthSelector(selectLoggedIn);
  const isAgent = useAuthSelector(selectIsAgent);
  const open = useAppSelector(selectOpenModal) === 'agentCentre';
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (linked && loggedIn && isAgent && !open) dispatch(modalOpened('agentCentre'));
    // Only a new link (or a login with one in the address) opens it: closing removes the parameter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked, loggedIn, isAgent]);
  return null;
}
