// Which parts of the shell each route shows (spec §2, "Layout parts"), carried on the route's
// `handle` so the shell knows them before the route's chunk has loaded.
import type { BannerGroup } from '@portal/contracts';
import { useMatches } from 'react-router';

export interface RouteLayout {
  header: boolean;
  sideMenu: boolean;
  footer: boolean;
  /** The banner group shown above the content, or none. */
  banner: BannerGroup | null;
  /** The header shows the brand logo (spec: on /register only; we add /login, see routes.tsx). */
  headerLogo: boolean;
  /** Top and left bars hidden until the visitor shows them (/seamless, /vnlottery). */
  immersive: boolean;
}

export interface RouteHandle {
  layout: RouteLayout;
}

const NONE: RouteLayout = { header: false, sideMenu: false, footer: false, banner: null, headerLogo: false, immersive: false };

/** Builds a layout from the parts the spec's table names. */
export function layout(parts: Partial<RouteLayout>): RouteLayout {
  return { ...NONE, ...parts };
}

export const NOT_FOUND_LAYOUT = layout({ header: true, sideMenu: true, footer: true });

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'layout' in handle;

/** The layout of the deepest matched route that declares one. */
export function useRouteLayout(): RouteLayout {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.layout;
  }
  return NOT_FOUND_LAYOUT;
}
