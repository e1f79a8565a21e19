// The game lobbies the routes open (the feature's kinds: ELOTT and INHOUSE open from their own screens).
export type { LobbyKind } from '@portal/feature-lobby';
