// Turns the route table into the data router's routes: the shell at the root, each screen a lazily
// loaded chunk (one per module under src/screens), with an error boundary beside each route.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadChunk } from './chunk-load';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary, RouteFailure } from './route-error-boundary';
import type { RouteHandle } from './route-layout';
import { RouteLoading } from './route-loading';
import { ROUTE_TABLE, type RouteEntry, type ScreenRef } from './route-table';

type ScreenModule = Record<string, unknown>;
export type ScreenLoaders = Readonly<Record<string, () => Promise<ScreenModule>>>;

/** One lazy loader (one chunk) per screen module, keyed like `../screens/home/home-screen.tsx`. */
export const SCREEN_LOADERS: ScreenLoaders = import.meta.glob<ScreenModule>('../screens/*/*-screen.tsx');

async function loadScreen(ref: ScreenRef, loaders: ScreenLoaders): Promise<ComponentType> {
  const key = `../screens/${ref.module}.tsx`;
  const load = loaders[key];
  if (!load) throw new Error(`No screen module ${key}`);
  const loaded = await loadChunk(load);
  const Screen = loaded[ref.exportName] as ComponentType<Record<string, string>> | undefined;
  if (typeof Screen !== 'function') throw new Error(`${key} has no component ${ref.exportName}`);
  if (!ref.props) return Screen as ComponentType;
  const props = ref.props;
  const WithProps = () => <Screen {...props} />;
  WithProps.displayName = `${ref.exportName}(${Object.values(props).join(',')})`;
  return WithProps;
}

/**
 * The route's `lazy`. A chunk that fails resolves to a screen showing the failure instead of
 * rejecting: React Router (8.5) keeps a route whose lazy() rejected marked as not loaded and
 * renders nothing in its place, so the error boundary would never show.
 */
async function lazyScreen(ref: ScreenRef, loaders: ScreenLoaders): Promise<{ Component: ComponentType }> {
  try {
    return { Component: await loadScreen(ref, loaders) };
  } catch (error) {
    const Failed = () => <RouteFailure error={error} />;
    return { Component: Failed };
  }
}

export function createPortalRoutes(
  table: readonly RouteEntry[] = ROUTE_TABLE,
  loaders: ScreenLoaders = SCREEN_LOADERS,
): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: RouteLoading,
      children: table.map((route) => ({
        path: route.path,
        handle: { layout: route.layout } satisfies RouteHandle,
        // Beside each route (not only at the root), so a failing screen keeps the shell around it.
        ErrorBoundary: RouteErrorBoundary,
        lazy: () => lazyScreen(route.screen, loaders),
      })),
    },
  ];
}
