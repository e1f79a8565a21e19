// The left side menu: logo (home), Home, the game categories, Promotions, the points mall, the
// customer-service menu (customer service, chat, platform messages, announcements — the notice
// modal —, help — the help modal —, speed test), language, app download and social links;
// collapsible between expanded and mini, remembered across visits.
import { useTranslation } from '@portal/i18n';
import { IconButton } from '@portal/ui';
import { memo, Suspense, type ComponentType } from 'react';
import { lazyPart } from '../../app/first-paint-parts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useTenant } from '../../tenant/tenant-context';
import { GAME_CATEGORIES, type GameCategoryId } from '../game-categories';
import {
  CardsIcon,
  ChevronDoubleLeftIcon,
  ChevronDoubleRightIcon,
  ELotteryIcon,
  EsportsIcon,
  FishIcon,
  GiftIcon,
  HelpIcon,
  HomeIcon,
  LiveIcon,
  LotteryIcon,
  ShopIcon,
  SlotsIcon,
  SportsIcon,
} from '../icons/shell-icons';
import { modalOpened, selectSideMenuCollapsed, sideMenuToggled } from '../shell-slice';
import {
  Divider,
  ItemButton,
  ItemLabel,
  ItemLink,
  List,
  Logo,
  LogoLink,
  Nav,
  Rail,
  SIDE_MENU_ID,
  Top,
} from './side-menu.styles';

// Language, app download and social links sit below the menu's links: their code (the kit's
// Select among it) loads in its own chunk, keeping the entry within the bundle budget.
const SideMenuExtras = lazyPart('side-menu-extras', () => import('./side-menu-extras'));
// The categories from the vendor call, with their vendors: the lobby's code, in its own chunk too.
const SideMenuCategories = lazyPart('side-menu-categories', () => import('./side-menu-categories'));
// The customer-service menu's entries — customer service, chat, platform messages with the unread
// count, announcements, speed test — in their own chunk too (the count's call and polling).
const SideMenuMessages = lazyPart('side-menu-messages', () => import('./side-menu-messages'));
// Promotions with the count a member can act on: its own chunk too (the member's activities call).
const SideMenuPromotions = lazyPart('side-menu-promotions', () => import('./side-menu-promotions'));

const CATEGORY_ICONS: Record<GameCategoryId, ComponentType> = {
  ELOTT: ELotteryIcon,
  LOTT: LotteryIcon,
  LIVE: LiveIcon,
  SPORTS: SportsIcon,
  FISH: FishIcon,
  RNG: SlotsIcon,
  PVP: CardsIcon,
  ESPORTS: EsportsIcon,
};

function MenuItem({
  to,
  label,
  Icon,
  collapsed,
  end = false,
}: {
  to: string;
  label: string;
  Icon: ComponentType;
  collapsed: boolean;
  end?: boolean;
}) {
  return (
    <li>
      <ItemLink to={to} end={end} $collapsed={collapsed} title={collapsed ? label : undefined}>
        <Icon />
        <ItemLabel $collapsed={collapsed}>{label}</ItemLabel>
      </ItemLink>
    </li>
  );
}

export const SideMenu = memo(function SideMenu({ withHeader }: { withHeader: boolean }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const collapsed = useAppSelector(selectSideMenuCollapsed);
  const tenant = useTenant();
  const staticCategories = GAME_CATEGORIES.map(({ id, path }) => (
    <MenuItem key={id} to={path} label={t(`categories.${id}`)} Icon={CATEGORY_ICONS[id]} collapsed={collapsed} />
  ));

  return (
    <Rail $collapsed={collapsed}>
      <Nav id={SIDE_MENU_ID} aria-label={t('sideMenu.label')} $withHeader={withHeader}>
        <Top $collapsed={collapsed}>
          <LogoLink to="/" end aria-label={t('homeLink', { brandName: tenant.config.brandName })}>
            <Logo
              src={collapsed ? tenant.assets.logoMini : tenant.assets.logo}
              alt={tenant.config.brandName}
              $collapsed={collapsed}
            />
          </LogoLink>
          <IconButton
            size="sm"
            label={collapsed ? t('sideMenu.expand') : t('sideMenu.collapse')}
            aria-expanded={!collapsed}
            aria-controls={SIDE_MENU_ID}
            icon={collapsed ? <ChevronDoubleRightIcon /> : <ChevronDoubleLeftIcon />}
            onClick={() => dispatch(sideMenuToggled())}
          />
        </Top>

        <List>
          <MenuItem to="/" end label={t('sideMenu.home')} Icon={HomeIcon} collapsed={collapsed} />
          {/* The fixed list until the vendor call answers (or when it cannot). */}
          <Suspense fallback={staticCategories}>
            <SideMenuCategories collapsed={collapsed} fallback={staticCategories} />
          </Suspense>
          <Suspense
            fallback={
              <MenuItem to="/promotions" label={t('sideMenu.promotions')} Icon={GiftIcon} collapsed={collapsed} />
            }
          >
            <SideMenuPromotions collapsed={collapsed} />
          </Suspense>
          <MenuItem to="/pointMall" label={t('sideMenu.pointsMall')} Icon={ShopIcon} collapsed={collapsed} />
          <Suspense fallback={null}>
            <SideMenuMessages collapsed={collapsed} />
          </Suspense>
          {/* Spec §2: the menu's help opens the help modal (the help centre and feedback); /helpmc is the full page. */}
          <li>
            <ItemButton
              type="button"
              $collapsed={collapsed}
              title={collapsed ? t('sideMenu.helpCentre') : undefined}
              aria-haspopup="dialog"
              onClick={() => dispatch(modalOpened('help'))}
            >
              <HelpIcon />
              <ItemLabel $collapsed={collapsed}>{t('sideMenu.helpCentre')}</ItemLabel>
            </ItemButton>
          </li>
        </List>

        <Divider />

        <Suspense fallback={null}>
          <SideMenuExtras collapsed={collapsed} />
        </Suspense>
      </Nav>
    </Rail>
  );
});
