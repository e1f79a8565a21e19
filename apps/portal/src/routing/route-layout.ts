// The current route's layout, read from the `handle` every route of the table carries, so the
// shell knows which parts to show before the route's chunk has loaded.
import { useMatches } from 'react-router';
import { NOT_FOUND_LAYOUT, type RouteLayout } from './route-table';

export interface RouteHandle {
  layout: RouteLayout;
}

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
