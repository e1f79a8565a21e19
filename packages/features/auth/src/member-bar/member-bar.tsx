// The member's end of the header (spec §2 "Header"): Deposit and Withdraw (member-centre pages
// depositv2 and withdraw), the balance with the responsible-gaming page next to it, the platform messages with their unread count (messageV2),
// and the avatar menu — members, betting record, account record, agent (agents only), sign out,
// which asks first, then calls logout, ends the session and goes home. HeaderAccountBar loads it on
// demand: visitors never need it, and it is heavy for the first paint (the kit's Menu brings
// @floating-ui, the sign-out ConfirmDialog the focus lock).
import { Avatar, Button, Menu, NARROW_SCREEN_QUERY, useMediaQuery, type MenuItem } from '@portal/ui';
import { useState } from 'react';
import { openPersonalCenter } from '../session/auth-slice';
import type { PersonalCenterPage } from '../session/auth-state';
import { useAuthDispatch, useAuthSelector } from '../session/hooks';
import { SignOutDialog } from '../session/sign-out-dialog';
import { useRequireRealAccount } from '../session/use-require-login';
import { useAuthTranslation } from '../shared/use-auth-translation';
import type { HeaderAccountBarProps } from './account-bar-props';
import { Bar } from './account-bar.styles';
import { BalanceDisplay } from './balance-display';
import { MessagesButton } from './messages-button';

export function MemberBar({ onOpenAgentCentre }: HeaderAccountBarProps) {
  const { t } = useAuthTranslation();
  const dispatch = useAuthDispatch();
  const requireRealAccount = useRequireRealAccount();
  const { account, nickname, isAgent } = useAuthSelector((state) => state.auth);
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const name = nickname || account || t('memberBar.member');

  const open = (page: PersonalCenterPage) => requireRealAccount(() => dispatch(openPersonalCenter(page)));
  // A phone's header has room for the balance, the messages and the avatar only: deposit, withdraw
  // and responsible gaming move to the top of the avatar's menu, and the name to its accessible name.
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);

  const items: MenuItem[] = [
    ...(narrow
      ? [
          { id: 'deposit', label: t('memberBar.deposit'), onSelect: () => open('depositv2') },
          { id: 'withdraw', label: t('memberBar.withdraw'), onSelect: () => open('withdraw') },
          {
            id: 'responsibleGaming',
            label: t('memberBar.responsibleGaming'),
            onSelect: () => open('responsibleGaming'),
          },
        ]
      : []),
    { id: 'members', label: t('memberBar.menu.members'), onSelect: () => open('securityCenter') },
    { id: 'bettingRecord', label: t('memberBar.menu.bettingRecord'), onSelect: () => open('personalHistoryCopy') },
    { id: 'accountRecord', label: t('memberBar.menu.accountRecord'), onSelect: () => open('transactionHistory') },
    ...(isAgent && onOpenAgentCentre
      ? [{ id: 'agent', label: t('memberBar.menu.agent'), onSelect: () => requireRealAccount(onOpenAgentCentre) }]
      : []),
    { id: 'signOut', label: t('common:actions.logOut'), danger: true, onSelect: () => setConfirmingSignOut(true) },
  ];

  return (
    <Bar>
      {!narrow && (
        <>
          <Button size="sm" onClick={() => open('depositv2')}>
            {t('memberBar.deposit')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => open('withdraw')}>
            {t('memberBar.withdraw')}
          </Button>
        </>
      )}
      <BalanceDisplay />
      {/* Responsible gaming one click from the balance (issue 25): limits, breaks, self-exclusion. */}
      {!narrow && (
        <Button size="sm" variant="ghost" onClick={() => open('responsibleGaming')}>
          {t('memberBar.responsibleGaming')}
        </Button>
      )}
      <MessagesButton onOpen={() => open('messageV2')} />
      <Menu
        label={name}
        hideLabel={narrow}
        variant="ghost"
        placement="bottom-end"
        icon={
          <span aria-hidden="true">
            <Avatar name={name} size="sm" />
          </span>
        }
        items={items}
      />
      <SignOutDialog
        open={confirmingSignOut}
        title={t('memberBar.signOutTitle')}
        message={t('memberBar.signOutMessage')}
        cancelLabel={t('common:actions.cancel')}
        onClose={() => setConfirmingSignOut(false)}
      />
    </Bar>
  );
}
