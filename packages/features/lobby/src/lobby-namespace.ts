// The `lobby` translation namespace: one JSON set per shipped language, loaded lazily. The app
// registers it with createPortalI18n: namespaces: { lobby: lobbyResources }.
import { lazyResources, type NamespaceImports } from '@portal/i18n';
import type enLobby from './locales/en/lobby.json';

export const LOBBY_NAMESPACE = 'lobby';

/** The shape of the namespace, English being the source. */
export type LobbyResources = typeof enLobby;

export const lobbyNamespace: NamespaceImports<LobbyResources> = {
  CN: () => import('./locales/cn/lobby.json'),
  EN: () => import('./locales/en/lobby.json'),
  ID: () => import('./locales/id/lobby.json'),
  PT: () => import('./locales/pt/lobby.json'),
  TH: () => import('./locales/th/lobby.json'),
  // TY: the unnamed set; English text until the operator supplies it (see @portal/i18n README).
  TY: () => import('./locales/ty/lobby.json'),
  VI: () => import('./locales/vi/lobby.json'),
};

export const lobbyResources = lazyResources(lobbyNamespace);
