// The side menu's Promotions entry with, for a logged-in member, a badge of the promotions they can
// act on now (spec §3: the balance answer's availablePromoCount — the header reads the balance
// anyway, so this costs no call of its own). A chunk of its own, like the messages entry; the menu
// shows the plain entry until it arrives. Join, apply and claim refresh the balance (the api's
// promotions domain invalidates 'Balance'), so the count follows what the member does.
import { useGetBalanceQuery } from '@portal/api';
import { selectLoggedIn, useAuthSelector } from '@portal/feature-auth';
import { useTranslation } from '@portal/i18n';
import { Badge, VisuallyHidden } from '@portal/ui';
import { GiftIcon } from '../icons/shell-icons';
import { ItemCount, ItemLabel, ItemLink } from './side-menu.styles';

export default function SideMenuPromotions({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('shell');
  const loggedIn = useAuthSelector(selectLoggedIn);
  const count = useGetBalanceQuery(undefined, { skip: !loggedIn }).data?.availablePromoCount ?? 0;
  const shown = loggedIn ? count : 0;
  const name = t('sideMenu.promotions');
  const available = shown ? t('sideMenu.promotionsAvailable', { count: shown }) : null;
  // The count is named in words for screen readers inside the link (not an aria-label, which would
  // have to repeat the visible text): "Promotions 2 available"; the badge itself is decoration.
  return (
    <li>
      <ItemLink to="/promotions" $collapsed={collapsed} title={collapsed ? name : undefined}>
        <GiftIcon />
        <ItemLabel $collapsed={collapsed}>{name}</ItemLabel>
        {available ? (
          <>
            <VisuallyHidden> {available}</VisuallyHidden>
            <ItemCount $collapsed={collapsed} aria-hidden="true">
              <Badge count={shown} />
            </ItemCount>
          </>
        ) : null}
      </ItemLink>
    </li>
  );
}
