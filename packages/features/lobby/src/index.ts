// Public API of @portal/feature-lobby: the games lobby (categories from the vendor call, lobby
// screens with the virtualised grid, search and filters in the URL, favourites, recent games, PVP
// rooms, the vassalage popup), game launch (routing, the /game frame, #734 and maintenance
// dialogs), the home page's hot games and winner board, and the `lobby` translations.
// The app passes login state and the login guard in with LobbyHostProvider.

// --- host (what the app provides) ---
export { LobbyHostProvider, useLobbyHost, type LobbyHost } from './shared/lobby-host';

// --- catalogue ---
export {
  LOBBY_CATEGORY_IDS,
  LOBBY_KINDS,
  CATEGORY_PATHS,
  categoryOfCard,
  categoryOfKind,
  listsGames,
  lobbyCategoriesFrom,
  type LobbyCategory,
  type LobbyCategoryId,
  type LobbyKind,
} from './catalogue/categories';
export { useLobbyCategories, useVendorCards } from './catalogue/use-vendors';
export { useFavourites, type Favourites } from './catalogue/use-favourites';
export { pickCdn, withCdn, useImageUrl, useLaunchCdn } from './catalogue/image-url';

// --- screens ---
export { LobbyScreen, MIN_BET_CHOICES, type LobbyScreenProps } from './grid/lobby-screen';
export { readLobbyQuery, nextLobbyParams, LOBBY_VIEWS, type LobbyQuery, type LobbyView } from './grid/use-lobby-query';
export { GameFrame, GAME_FRAME_SANDBOX } from './game/game-frame';
export { HotGames, HOME_HOT_GAMES } from './home/hot-games';
export { WinnerBoard, WINNER_BOARD_SIZE } from './home/winner-board';

// --- launch ---
export { launchRouteFor, type Launchable, type LaunchRoute } from './launch/launch-route';
export { gamePath, targetFromParams, type LaunchTarget } from './launch/launch-target';
export {
  useGameLauncher,
  gameToLaunchItem,
  vendorToLaunchItem,
  type GameLauncher,
  type LaunchItem,
  type GameFrameState,
} from './launch/use-game-launcher';

// --- translations ---
export { LOBBY_NAMESPACE, lobbyNamespace, lobbyResources, type LobbyResources } from './lobby-namespace';
