// The side menu's game categories from the vendor call (spec §2 "Left side menu"): one item per
// category that has vendors, in the vendor sorting list's order, each with a child list — an All
// entry and the vendors' icons, each launching its vendor. In its own chunk (the lobby's code is
// not part of the first paint). Until the vendor call answers, or when it cannot, the fixed list
// stands in (`fallback`), so the menu never loses its main entries.
import {
  useImageUrl,
  useGameLauncher,
  useLobbyCategories,
  vendorToLaunchItem,
  type LobbyCategoryId,
} from '@portal/feature-lobby';
import { useTranslation } from '@portal/i18n';
import { ChevronDownIcon, IconButton } from '@portal/ui';
import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { WithLobbyHost } from '../../bridges/lobby-host';
import {
  CardsIcon,
  ELotteryIcon,
  EsportsIcon,
  FishIcon,
  LiveIcon,
  LotteryIcon,
  SlotsIcon,
  SportsIcon,
} from '../icons/shell-icons';
import { ItemLabel, ItemLink } from './side-menu.styles';

const CATEGORY_ICONS: Record<LobbyCategoryId, ComponentType> = {
  ELOTT: ELotteryIcon,
  LOTT: LotteryIcon,
  LIVE: LiveIcon,
  SPORTS: SportsIcon,
  FISH: FishIcon,
  RNG: SlotsIcon,
  PVP: CardsIcon,
  ESPORTS: EsportsIcon,
  COCKFIGHT: SportsIcon,
};

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};

  > a {
    flex: 1;
    min-width: 0;
  }
`;

const Children = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0 0 ${({ theme }) => theme.space.xs};
  padding: 0 0 0 ${({ theme }) => theme.space.xl};
  list-style: none;
`;

const childItem = `
  display: flex;
  align-items: center;
  gap: 0.5rem;
  width: 100%;
  min-height: 2rem;
  padding: 0 0.5rem;
  border: 0;
  border-radius: 8px;
  background: none;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
`;

const ChildLink = styled(NavLink)`
  ${childItem}
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};

  &:hover,
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.accent.fg};
  }
`;

const VendorButton = styled.button`
  ${childItem}
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};

  &:hover {
    color: ${({ theme }) => theme.color.accent.fg};
    background: ${({ theme }) => theme.color.bg.muted};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }
`;

const VendorIcon = styled.img`
  width: 1.5rem;
  height: 1.5rem;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

interface CategoriesProps {
  collapsed: boolean;
  fallback: ReactNode;
}

function Categories({ collapsed, fallback }: CategoriesProps) {
  const { t } = useTranslation('lobby');
  const { categories } = useLobbyCategories();
  const launcher = useGameLauncher();
  const imageUrl = useImageUrl();
  const baseId = useId();
  const [open, setOpen] = useState<LobbyCategoryId | null>(null);

  if (categories.length === 0) return <>{fallback}</>;
  return (
    <>
      {categories.map((category) => {
        const Icon = CATEGORY_ICONS[category.id];
        const label = t(`categories.${category.id}`);
        const expanded = open === category.id && !collapsed;
        const childrenId = `${baseId}-${category.id}`;
        return (
          <li key={category.id}>
            <Row>
              <ItemLink to={category.path} $collapsed={collapsed} title={collapsed ? label : undefined}>
                <Icon />
                <ItemLabel $collapsed={collapsed}>{label}</ItemLabel>
              </ItemLink>
              {!collapsed && (
                <IconButton
                  size="sm"
                  label={expanded ? t('sideMenu.hide', { category: label }) : t('sideMenu.show', { category: label })}
                  aria-expanded={expanded}
                  aria-controls={expanded ? childrenId : undefined}
                  icon={<ChevronDownIcon size="sm" />}
                  onClick={() => setOpen(expanded ? null : category.id)}
                />
              )}
            </Row>
            {expanded && (
              <Children id={childrenId} aria-label={t('sideMenu.vendors', { category: label })}>
                <li>
                  <ChildLink to={category.path} end>
                    {t('sideMenu.all', { category: label })}
                  </ChildLink>
                </li>
                {category.vendors.map((card) => (
                  <li key={card.vassalage}>
                    <VendorButton
                      type="button"
                      onClick={() => launcher.open(vendorToLaunchItem(card))}
                      aria-label={t('vendors.open', { vendor: card.displayName })}
                    >
                      <VendorIcon src={imageUrl(card.logoUrl ?? card.iconUrl)} alt="" loading="lazy" />
                      <span>{card.displayName}</span>
                    </VendorButton>
                  </li>
                ))}
              </Children>
            )}
          </li>
        );
      })}
      {launcher.dialogs}
    </>
  );
}

export default function SideMenuCategories(props: CategoriesProps) {
  return (
    <WithLobbyHost>
      <Categories {...props} />
    </WithLobbyHost>
  );
}
