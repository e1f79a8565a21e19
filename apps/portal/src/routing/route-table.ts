// The portal's route table (spec §2) as data: every path, the shell parts it shows and the screen
// it opens (a module under src/screens, loaded lazily). Kept free of React so build tooling — the
// bundle budget — can read which chunks each route loads.
//
// Decisions where the spec is silent:
// - /login is not in the spec's table (login is a popup there); forced login needs a page, so it
//   has one, laid out like /register (header with the logo, since there is no side menu).
// - /help, /inhouse and /down(load) are "not shown in detail": they get the full shell, with the
//   banner groups w_help, w_inhouse and w_download the spec lists.
// - /chat is the chat page that getChatUrl points to (`?title=&lang=&header=`), not in the spec's
//   table (the operator's chat is another site there); ours is a bare route of the portal.
// - /promotions/:id is the spec's "route name promotions takes an id param"; /promoDetail?id= is
//   the same detail screen.
import type { BannerGroup } from '@portal/contracts';

export interface RouteLayout {
  header: boolean;
  sideMenu: boolean;
  footer: boolean;
  /** The banner group shown above the content, or none. */
  banner: BannerGroup | null;
  /** The header shows the brand logo (spec: on /register only; we add /login, see above). */
  headerLogo: boolean;
  /** Top and left bars hidden until the visitor shows them (/seamless, /vnlottery). */
  immersive: boolean;
  /**
   * The screen alone: no shell around it and none of the shell's overlays (announcement popups,
   * member centre, chat button) — /chat, which the chat panel shows in an iframe and the customer
   * service menu in a popup.
   */
  bare: boolean;
}

/** A screen: its module under src/screens (without extension), the export and fixed props. */
export interface ScreenRef {
  module: string;
  exportName: string;
  props?: Readonly<Record<string, string>>;
}

export interface RouteEntry {
  path: string;
  layout: RouteLayout;
  screen: ScreenRef;
}

const NONE: RouteLayout = {
  header: false,
  sideMenu: false,
  footer: false,
  banner: null,
  headerLogo: false,
  immersive: false,
  bare: false,
};

/** Builds a layout from the parts the spec's table names. */
export function layout(parts: Partial<RouteLayout>): RouteLayout {
  return { ...NONE, ...parts };
}

const shell = (banner: BannerGroup | null) => layout({ header: true, banner, footer: true, sideMenu: true });
export const NOT_FOUND_LAYOUT = shell(null);

const screen = (module: string, exportName: string, props?: Record<string, string>): ScreenRef => ({
  module,
  exportName,
  ...(props ? { props } : {}),
});
const HOME = screen('home/home-screen', 'HomeScreen');
const REGISTER = screen('register/register-screen', 'RegisterScreen');
const lobby = (kind: string) => screen('lobby/lobby-screen', 'LobbyScreen', { kind });
const PROMOTION_DETAIL = screen('promotions/promotion-detail-screen', 'PromotionDetailScreen');
const DOWNLOAD = screen('download/download-screen', 'DownloadScreen');
const REGISTER_LAYOUT = layout({ header: true, banner: 'w_reg', headerLogo: true });
const PROMOTIONS_LAYOUT = layout({ header: true, footer: true, sideMenu: true });

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/', layout: shell('w_home'), screen: HOME },
  { path: '/index', layout: shell('w_home'), screen: HOME },
  { path: '/index.html', layout: shell('w_home'), screen: HOME },
  { path: '/register', layout: REGISTER_LAYOUT, screen: REGISTER },
  { path: '/register.html', layout: REGISTER_LAYOUT, screen: REGISTER },
  {
    path: '/login',
    layout: layout({ header: true, headerLogo: true }),
    screen: screen('login/login-screen', 'LoginScreen'),
  },
  {
    // Where a social sign-in's provider sends the browser back (issue 25), laid out like /login.
    path: '/social/callback',
    layout: layout({ header: true, headerLogo: true }),
    screen: screen('social/social-callback-screen', 'SocialCallbackScreen'),
  },
  {
    path: '/pointMall',
    layout: layout({ header: true, banner: 'w_shop', footer: true }),
    screen: screen('points-mall/points-mall-screen', 'PointsMallScreen'),
  },
  { path: '/lottery', layout: layout({ header: true }), screen: screen('lottery/lottery-screen', 'LotteryScreen') },
  {
    path: '/vnlottery',
    layout: layout({ header: true, sideMenu: true, immersive: true }),
    screen: screen('lottery/lottery-screen', 'VnLotteryScreen'),
  },
  { path: '/elott', layout: shell('w_lottery'), screen: screen('lottery/lottery-screen', 'ELotteryScreen') },
  { path: '/rng', layout: shell('w_rng'), screen: lobby('RNG') },
  { path: '/pvp', layout: shell('w_pvp'), screen: lobby('PVP') },
  { path: '/live', layout: shell('w_live'), screen: lobby('LIVE') },
  { path: '/fish', layout: shell('w_fish'), screen: lobby('FISH') },
  { path: '/sports', layout: shell('w_sports'), screen: lobby('SPORTS') },
  { path: '/esports', layout: shell('w_esports'), screen: lobby('ESPORTS') },
  { path: '/cockfight', layout: shell('w_cockfight'), screen: lobby('COCKFIGHT') },
  { path: '/cockfightGames', layout: shell('w_cockfight'), screen: lobby('COCKFIGHT_GAMES') },
  {
    path: '/promotions',
    // The brand's `w_promotion` banners (spec §2 banner groups) above the list: where a promotion banner shows.
    layout: { ...PROMOTIONS_LAYOUT, banner: 'w_promotion' },
    screen: screen('promotions/promotions-screen', 'PromotionsScreen'),
  },
  { path: '/promotions/:id', layout: PROMOTIONS_LAYOUT, screen: PROMOTION_DETAIL },
  { path: '/promoDetail', layout: PROMOTIONS_LAYOUT, screen: PROMOTION_DETAIL },
  {
    path: '/seamless',
    layout: layout({ header: true, sideMenu: true, immersive: true }),
    screen: screen('game/seamless-screen', 'SeamlessScreen'),
  },
  { path: '/chat', layout: layout({ bare: true }), screen: screen('chat/chat-screen', 'ChatScreen') },
  { path: '/helpmc', layout: layout({}), screen: screen('help/help-centre-screen', 'HelpCentreScreen') },
  { path: '/help', layout: shell('w_help'), screen: screen('help/help-screen', 'HelpScreen') },
  { path: '/game', layout: layout({ header: true }), screen: screen('game/game-screen', 'GameScreen') },
  { path: '/inhouse', layout: shell('w_inhouse'), screen: screen('in-house/in-house-screen', 'InHouseScreen') },
  { path: '/down', layout: shell('w_download'), screen: DOWNLOAD },
  { path: '/download', layout: shell('w_download'), screen: DOWNLOAD },
  { path: '*', layout: NOT_FOUND_LAYOUT, screen: screen('not-found/not-found-screen', 'NotFoundScreen') },
];
