// The header's account area: the accounts feature's bar — Log in / Register popups for visitors,
// deposit, withdraw, balance and the avatar menu for members. The menu's agent entry opens the
// agent centre overlay.
import { HeaderAccountBar } from '@portal/feature-auth';
import { useAppDispatch } from '../../app/hooks';
import { modalOpened } from '../shell-slice';

export function AccountSlot() {
  const dispatch = useAppDispatch();
  return <HeaderAccountBar onOpenAgentCentre={() => dispatch(modalOpened('agentCentre'))} />;
}
