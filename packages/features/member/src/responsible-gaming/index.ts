// Responsible gaming (issue 25): the member centre's page and the reality check over a game, with
// their `responsibleGaming` namespace (in MEMBER_NAMESPACES).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type ResponsibleGamingPageKey = 'responsibleGaming';

/** The page by its member-centre key, its own chunk (handed to the centre with the other pages). */
export const RESPONSIBLE_GAMING_PAGES: Readonly<Record<ResponsibleGamingPageKey, LazyExoticComponent<ComponentType>>> =
  {
    responsibleGaming: lazy(() =>
      import('./responsible-gaming-page').then((module) => ({ default: module.ResponsibleGamingPage })),
    ),
  };

export { RealityCheck, nextCheckAt, type RealityCheckProps } from './reality-check';
export {
  RESPONSIBLE_GAMING_NAMESPACE,
  responsibleGamingNamespace,
  responsibleGamingResources,
  type ResponsibleGamingResources,
} from './responsible-gaming-namespace';
