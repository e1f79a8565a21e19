// The session's background work, mounted once by AuthModals:
// - the `?token=` login: the link's one-time code is taken out of the address at once and traded
//   for a session only when the system status is normal (spec §4); the notice then names the
//   account that was opened (LoginLinkNotice);
// - while logged in, the member info stays loaded, so the slice knows the account type (trial or
//   agent) and VIP service even after a reload of the tab.
import { useGetMemberInfoQuery, useSystemStatus, systemStatusCode } from '@portal/api';
import { isAgentType } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginLinkSettled } from './auth-slice';
import { useAuthDispatch, useAuthSelector } from './hooks';
import { storeMemberInfo } from './session-storage';
import { startSessionFromLoginLink } from './session-thunks';
import { consumeUrlToken, URL_TOKEN_PARAM } from './url-token';

export function SessionSync() {
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useAuthSelector((state) => state.auth.loggedIn);
  const linkPending = useAuthSelector((state) => state.auth.loginLinkPending);
  const status = useSystemStatus();

  // Read during the first render, so the code leaves the address bar before anything else runs.
  const [urlToken] = useState(() => (typeof window === 'undefined' ? null : consumeUrlToken(window)));
  const used = useRef(false);

  // The router keeps its own copy of the address: replace it too, so no code reads the token.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(URL_TOKEN_PARAM)) return;
    params.delete(URL_TOKEN_PARAM);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);

  useEffect(() => {
    // A failed status call counts as normal, as the shell then runs on the build-time defaults.
    if (used.current) return;
    if (!urlToken) {
      used.current = true;
      if (linkPending) dispatch(loginLinkSettled());
      return;
    }
    if (!(status.isSuccess || status.isError)) return;
    used.current = true;
    if (systemStatusCode(status.data) !== 0) {
      dispatch(loginLinkSettled());
      return;
    }
    void dispatch(startSessionFromLoginLink(urlToken));
  }, [urlToken, linkPending, status.isSuccess, status.isError, status.data, dispatch]);

  const { data: member } = useGetMemberInfoQuery(undefined, { skip: !loggedIn });
  useEffect(() => {
    if (loggedIn && member) storeMemberInfo(member, isAgentType(member.type));
  }, [loggedIn, member]);

  return null;
}
