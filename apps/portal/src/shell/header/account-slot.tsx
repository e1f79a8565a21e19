// The header's account area: the visitor's Log in / Register buttons, or the member's bar.
// ── PLUG-IN POINT (accounts) ──────────────────────────────────────────────────────────────────
// When @portal/feature-auth lands, render its member bar (deposit, withdraw, balance, avatar
// menu) where a session token exists, and let its login/register popup replace the links.
import { useSessionToken } from '../../session/use-session-token';
import { VisitorActions } from './visitor-actions';

export function AccountSlot() {
  const token = useSessionToken();
  // A member's bar arrives with the accounts feature; until then a member sees no visitor buttons.
  return token ? null : <VisitorActions />;
}
