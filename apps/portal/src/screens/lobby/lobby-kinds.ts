// The game lobbies the routes open, with the banner-free facts each screen needs.
export type LobbyKind = 'RNG' | 'PVP' | 'LIVE' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'COCKFIGHT_GAMES';
