// The portal's route table (spec §2): every path, the shell parts it shows and its screen, each
// screen a lazily loaded chunk. Screens live in ../screens; this file only composes.
//
// Decisions where the spec is silent:
// - /login is not in the spec's table (login is a popup there); forced login needs a page, so it
//   has one, laid out like /register (header with the logo, since there is no side menu).
// - /help, /inhouse and /down(load) are "not shown in detail": they get the full shell, with the
//   banner groups w_help, w_inhouse and w_download the spec lists.
// - /promotions/:id is the spec's "route name promotions takes an id param"; /promoDetail?id= is
//   the same detail screen.
import type { ComponentType } from 'react';
import type { LobbyKind } from '../screens/lobby/lobby-kinds';
import type { RouteObject } from 'react-router';
import { loadChunk } from './chunk-load';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary, RouteFailure } from './route-error-boundary';
import { RouteLoading } from './route-loading';
import { layout, NOT_FOUND_LAYOUT, type RouteHandle, type RouteLayout } from './route-layout';

interface PortalRoute {
  path: string;
  layout: RouteLayout;
  /** Loads the screen's chunk and returns the component to render. */
  screen: () => Promise<ComponentType>;
}

const shell = (banner: RouteLayout['banner']) => layout({ header: true, banner, footer: true, sideMenu: true });

const home = () => import('../screens/home/home-screen').then((m) => m.HomeScreen);
const register = () => import('../screens/register/register-screen').then((m) => m.RegisterScreen);
const lobby = (kind: LobbyKind) => () =>
  import('../screens/lobby/lobby-screen').then(({ LobbyScreen }) => {
    const Screen = () => <LobbyScreen kind={kind} />;
    Screen.displayName = `LobbyScreen(${kind})`;
    return Screen;
  });
const promotions = () => import('../screens/promotions/promotions-screen').then((m) => m.PromotionsScreen);
const promotionDetail = () => import('../screens/promotions/promotion-detail-screen').then((m) => m.PromotionDetailScreen);
const download = () => import('../screens/download/download-screen').then((m) => m.DownloadScreen);

export const PORTAL_ROUTES: readonly PortalRoute[] = [
  { path: '/', layout: shell('w_home'), screen: home },
  { path: '/index', layout: shell('w_home'), screen: home },
  { path: '/index.html', layout: shell('w_home'), screen: home },
  { path: '/register', layout: layout({ header: true, banner: 'w_reg', headerLogo: true }), screen: register },
  { path: '/register.html', layout: layout({ header: true, banner: 'w_reg', headerLogo: true }), screen: register },
  { path: '/login', layout: layout({ header: true, headerLogo: true }), screen: () => import('../screens/login/login-screen').then((m) => m.LoginScreen) },
  { path: '/pointMall', layout: layout({ header: true, banner: 'w_shop', footer: true }), screen: () => import('../screens/points-mall/points-mall-screen').then((m) => m.PointsMallScreen) },
  { path: '/lottery', layout: layout({ header: true }), screen: () => import('../screens/lottery/lottery-screen').then((m) => m.LotteryScreen) },
  { path: '/vnlottery', layout: layout({ header: true, sideMenu: true, immersive: true }), screen: () => import('../screens/lottery/vn-lottery-screen').then((m) => m.VnLotteryScreen) },
  { path: '/elott', layout: shell('w_lottery'), screen: () => import('../screens/lottery/e-lottery-screen').then((m) => m.ELotteryScreen) },
  { path: '/rng', layout: shell('w_rng'), screen: lobby('RNG') },
  { path: '/pvp', layout: shell('w_pvp'), screen: lobby('PVP') },
  { path: '/live', layout: shell('w_live'), screen: lobby('LIVE') },
  { path: '/fish', layout: shell('w_fish'), screen: lobby('FISH') },
  { path: '/sports', layout: shell('w_sports'), screen: lobby('SPORTS') },
  { path: '/esports', layout: shell('w_esports'), screen: lobby('ESPORTS') },
  { path: '/cockfight', layout: shell('w_cockfight'), screen: lobby('COCKFIGHT') },
  { path: '/cockfightGames', layout: shell('w_cockfight'), screen: lobby('COCKFIGHT_GAMES') },
  { path: '/promotions', layout: layout({ header: true, footer: true, sideMenu: true }), screen: promotions },
  { path: '/promotions/:id', layout: layout({ header: true, footer: true, sideMenu: true }), screen: promotionDetail },
  { path: '/promoDetail', layout: layout({ header: true, footer: true, sideMenu: true }), screen: promotionDetail },
  { path: '/seamless', layout: layout({ header: true, sideMenu: true, immersive: true }), screen: () => import('../screens/game/seamless-screen').then((m) => m.SeamlessScreen) },
  { path: '/helpmc', layout: layout({}), screen: () => import('../screens/help/help-centre-screen').then((m) => m.HelpCentreScreen) },
  { path: '/help', layout: shell('w_help'), screen: () => import('../screens/help/help-screen').then((m) => m.HelpScreen) },
  { path: '/game', layout: layout({ header: true }), screen: () => import('../screens/game/game-screen').then((m) => m.GameScreen) },
  { path: '/inhouse', layout: shell('w_inhouse'), screen: () => import('../screens/in-house/in-house-screen').then((m) => m.InHouseScreen) },
  { path: '/down', layout: shell('w_download'), screen: download },
  { path: '/download', layout: shell('w_download'), screen: download },
  { path: '*', layout: NOT_FOUND_LAYOUT, screen: () => import('../screens/not-found/not-found-screen').then((m) => m.NotFoundScreen) },
];

/**
 * Loads a screen's chunk for the route's `lazy`. A chunk that fails resolves to a screen showing
 * the failure instead of rejecting: React Router (8.5) keeps a route whose lazy() rejected marked
 * as not loaded and renders nothing in its place, so the error boundary would never show.
 */
async function lazyScreen(screen: () => Promise<ComponentType>): Promise<{ Component: ComponentType }> {
  try {
    return { Component: await loadChunk(screen) };
  } catch (error) {
    const Failed = () => <RouteFailure error={error} />;
    return { Component: Failed };
  }
}

export function createPortalRoutes(routes: readonly PortalRoute[] = PORTAL_ROUTES): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: RouteLoading,
      children: routes.map((route) => ({
        path: route.path,
        handle: { layout: route.layout } satisfies RouteHandle,
        // Beside each route (not only at the root), so a failing screen keeps the shell around it.
        ErrorBoundary: RouteErrorBoundary,
        lazy: () => lazyScreen(route.screen),
      })),
    },
  ];
}
