// HeaderAccountBar: the account end of the header (spec §2 "Header"). Visitors get Log in and
// Register (Register only with DIRECTREG3), which open the popups. Members get the member bar
// (member-bar.tsx: Deposit, Withdraw, the balance and the avatar menu).
//
// The visitor's two buttons are in the portal's first JavaScript; the member bar is a chunk loaded
// once someone is logged in, with a placeholder of its size meanwhile so the header does not jump.
import { useModuleEnabled } from '@portal/api';
import { Button, Skeleton } from '@portal/ui';
import { preloadAuthModal } from '../auth-modal-loaders';
import { openAuthModal } from '../session/auth-slice';
import { useAuthDispatch, useAuthSelector } from '../session/hooks';
import { lazyComponent } from '../shared/lazy-component';
import { LazySlot } from '../shared/lazy-slot';
import { useAuthTranslation } from '../shared/use-auth-translation';
import type { HeaderAccountBarProps } from './account-bar-props';
import { Bar } from './account-bar.styles';

export type { HeaderAccountBarProps } from './account-bar-props';

const MemberBar = lazyComponent(() => import('./member-bar').then((module) => module.MemberBar));

export function HeaderAccountBar({ onOpenAgentCentre }: HeaderAccountBarProps) {
  const loggedIn = useAuthSelector((state) => state.auth.loggedIn);
  if (!loggedIn) return <VisitorBar />;
  return (
    <LazySlot fallback={<MemberBarPlaceholder />}>
      <MemberBar onOpenAgentCentre={onOpenAgentCentre} />
    </LazySlot>
  );
}

function VisitorBar() {
  const { t } = useAuthTranslation();
  const dispatch = useAuthDispatch();
  const directRegistration = useModuleEnabled('DIRECTREG3');
  // The popup's chunk starts loading as the visitor reaches for the button, so it opens at once.
  const preloadLogin = () => preloadAuthModal('login');
  const preloadRegister = () => preloadAuthModal('register');
  return (
    <Bar>
      <Button
        variant="secondary"
        onPointerEnter={preloadLogin}
        onFocus={preloadLogin}
        onClick={() => dispatch(openAuthModal({ modal: 'login' }))}
      >
        {t('common:actions.logIn')}
      </Button>
      {directRegistration && (
        <Button
          onPointerEnter={preloadRegister}
          onFocus={preloadRegister}
          onClick={() => dispatch(openAuthModal({ modal: 'register' }))}
        >
          {t('common:actions.register')}
        </Button>
      )}
    </Bar>
  );
}

/**
 * The member bar's shape while its chunk loads (and if it fails to): blocks the size of Deposit
 * and Withdraw (small buttons), the balance with its two icon buttons, and the avatar menu (a
 * medium button, the tallest part), so the header keeps its layout when the bar arrives.
 */
function MemberBarPlaceholder() {
  return (
    <Bar aria-busy="true">
      <Skeleton shape="rect" width="4.75rem" height="2rem" />
      <Skeleton shape="rect" width="5.25rem" height="2rem" />
      <Skeleton shape="text" width="10.5rem" height="1.25rem" />
      <Skeleton shape="rect" width="8rem" height="2.5rem" />
    </Bar>
  );
}
