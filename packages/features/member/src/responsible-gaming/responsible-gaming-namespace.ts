// The `responsibleGaming` translation namespace: the responsible-gaming page of the member centre
// and the reality check over a game. One JSON set per shipped language, loaded lazily: listed in
// MEMBER_NAMESPACES, so MemberTexts adds it when the member centre (or the game screen's reality
// check, inside the same frame) opens, never with the home page.
import { lazyResources, type NamespaceImports } from '@portal/i18n';
import type enResponsibleGaming from '../locales/en/responsible-gaming.json';

export const RESPONSIBLE_GAMING_NAMESPACE = 'responsibleGaming';

/** The shape of the namespace, English being the source. */
export type ResponsibleGamingResources = typeof enResponsibleGaming;

export const responsibleGamingNamespace: NamespaceImports<ResponsibleGamingResources> = {
  CN: () => import('../locales/cn/responsible-gaming.json'),
  EN: () => import('../locales/en/responsible-gaming.json'),
  ID: () => import('../locales/id/responsible-gaming.json'),
  PT: () => import('../locales/pt/responsible-gaming.json'),
  TH: () => import('../locales/th/responsible-gaming.json'),
  // TY: the unnamed set; English text until the operator supplies it (see @portal/i18n README).
  TY: () => import('../locales/ty/responsible-gaming.json'),
  VI: () => import('../locales/vi/responsible-gaming.json'),
};

export const responsibleGamingResources = lazyResources(responsibleGamingNamespace);
