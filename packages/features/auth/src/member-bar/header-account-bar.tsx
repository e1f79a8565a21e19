// HeaderAccountBar: the account end of the header (spec §2 "Header"). Visitors get Log in and
// Register (Register only with DIRECTREG3), which open the popups. Members get Deposit and
// Withdraw (member-centre pages depositv2 and withdraw), the balance, and the avatar menu:
// members, betting record, account record, agent (agents only), sign out — which asks first, then
// calls logout, ends the session and goes home.
import { useModuleEnabled } from '@portal/api';
import { Avatar, Button, ConfirmDialog, Menu, type MenuItem } from '@portal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { openAuthModal, openPersonalCenter } from '../session/auth-slice';
import type { PersonalCenterPage } from '../session/auth-state';
import { useAuthDispatch, useAuthSelector } from '../session/hooks';
import { logout } from '../session/session-thunks';
import { useRequireRealAccount } from '../session/use-require-login';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { BalanceDisplay } from './balance-display';

export interface HeaderAccountBarProps {
  /** Opens the agent centre (another feature); the menu's agent entry shows for agents when given. */
  onOpenAgentCentre?: () => void;
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export function HeaderAccountBar({ onOpenAgentCentre }: HeaderAccountBarProps) {
  const loggedIn = useAuthSelector((state) => state.auth.loggedIn);
  return loggedIn ? <MemberBar onOpenAgentCentre={onOpenAgentCentre} /> : <VisitorBar />;
}

function VisitorBar() {
  const { t } = useAuthTranslation();
  const dispatch = useAuthDispatch();
  const directRegistration = useModuleEnabled('DIRECTREG3');
  return (
    <Bar>
      <Button variant="secondary" onClick={() => dispatch(openAuthModal({ modal: 'login' }))}>
        {t('common:actions.logIn')}
      </Button>
      {directRegistration && <Button onClick={() => dispatch(openAuthModal({ modal: 'register' }))}>{t('common:actions.register')}</Button>}
    </Bar>
  );
}

function MemberBar({ onOpenAgentCentre }: HeaderAccountBarProps) {
  const { t } = useAuthTranslation();
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const requireRealAccount = useRequireRealAccount();
  const { account, nickname, isAgent } = useAuthSelector((state) => state.auth);
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const name = nickname || account || t('memberBar.member');

  const open = (page: PersonalCenterPage) => requireRealAccount(() => dispatch(openPersonalCenter(page)));

  const items: MenuItem[] = [
    { id: 'members', label: t('memberBar.menu.members'), onSelect: () => open('securityCenter') },
    { id: 'bettingRecord', label: t('memberBar.menu.bettingRecord'), onSelect: () => open('personalHistoryCopy') },
    { id: 'accountRecord', label: t('memberBar.menu.accountRecord'), onSelect: () => open('transactionHistory') },
    ...(isAgent && onOpenAgentCentre
      ? [{ id: 'agent', label: t('memberBar.menu.agent'), onSelect: () => requireRealAccount(onOpenAgentCentre) }]
      : []),
    { id: 'signOut', label: t('common:actions.logOut'), danger: true, onSelect: () => setConfirmingSignOut(true) },
  ];

  const signOut = async () => {
    setSigningOut(true);
    await dispatch(logout());
    setSigningOut(false);
    setConfirmingSignOut(false);
    void navigate('/');
  };

  return (
    <Bar>
      <Button size="sm" onClick={() => open('depositv2')}>
        {t('memberBar.deposit')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => open('withdraw')}>
        {t('memberBar.withdraw')}
      </Button>
      <BalanceDisplay />
      <Menu
        label={name}
        variant="ghost"
        placement="bottom-end"
        icon={
          <span aria-hidden="true">
            <Avatar name={name} size="sm" />
          </span>
        }
        items={items}
      />
      <ConfirmDialog
        open={confirmingSignOut}
        tone="warning"
        title={t('memberBar.signOutTitle')}
        message={t('memberBar.signOutMessage')}
        confirmLabel={t('common:actions.logOut')}
        cancelLabel={t('common:actions.cancel')}
        closeLabel={t('common:actions.close')}
        confirming={signingOut}
        onConfirm={() => void signOut()}
        onCancel={() => setConfirmingSignOut(false)}
      />
    </Bar>
  );
}
