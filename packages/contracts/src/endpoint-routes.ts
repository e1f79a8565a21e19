// Where every call goes and how it travels — path, method, module flag, token, encryption, payload
// encoding — without its schemas. No zod here: the portal's first paint makes calls with this table
// and loads the schemas (endpoints.ts) only to check answers. endpoints.ts adds the schemas to each
// route, so a path is written once, here.
import type { ModuleId } from './module-ids';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * How the payload travels: `query` (GET: the query string, so its schema coerces numbers and
 * booleans), `json`, `form` (application/x-www-form-urlencoded), `none`, or `binary`: a file's
 * bytes as the body (an image upload) with the request schema's fields in the query string.
 */
export type PayloadEncoding = 'query' | 'json' | 'form' | 'none' | 'binary';

export interface EndpointRoute {
  method: HttpMethod;
  path: string;
  /** The module flag that must be on; when it is off the client does not call and the server answers `function.not.available`. */
  module?: ModuleId;
  /** Needs `Authorization: <token>`. */
  token: boolean;
  /** Needs `Game-Session: <token>`: an in-house game's own session, never the portal's token. */
  gameSession?: boolean;
  /** The payload travels encrypted (see payload-crypto). */
  encrypted: boolean;
  body: PayloadEncoding;
  /** One line for the OpenAPI docs. */
  summary: string;
}

export const ENDPOINT_ROUTES = {
  // --- session ---
  login: { method: 'POST', path: '/wps/session/login', token: false, encrypted: true, body: 'json', summary: 'Log in by username and password, or by mobile number and SMS code' },
  loginFreePlay: { method: 'POST', path: '/wps/session/login/freeplay', module: 'FREEPLAY3', token: false, encrypted: false, body: 'json', summary: 'Create a trial (type 4) account and log it in' },
  logout: { method: 'DELETE', path: '/wps/session/logout', token: true, encrypted: false, body: 'none', summary: 'End the session' },
  getPayloadKey: { method: 'GET', path: '/wps/session/key/rsa', token: false, encrypted: false, body: 'query', summary: 'The public key that encrypted calls wrap their body key with' },
  getCaptcha: { method: 'GET', path: '/wps/captcha', token: false, encrypted: false, body: 'query', summary: 'A captcha image (base64 PNG); its id is set in an httpOnly cookie' },
  createLoginLink: { method: 'POST', path: '/wps/session/link', token: true, encrypted: false, body: 'none', summary: 'A one-time login code (one minute) for a `?token=` link to this account' },
  exchangeLoginLink: { method: 'POST', path: '/wps/session/link/exchange', token: false, encrypted: true, body: 'json', summary: 'Trade a login-link code once for a new session' },

  // --- verification ---
  sendLoginSms: { method: 'POST', path: '/wps/verification/sms/noLogin', module: 'VERIFICATION3', token: false, encrypted: false, body: 'json', summary: 'Send an SMS code for an SMS login or a reset by phone' },
  sendRegisterSms: { method: 'POST', path: '/wps/verification/sms/register', module: 'REG3', token: false, encrypted: false, body: 'json', summary: 'Send an SMS code for a registration' },

  // --- registration ---
  register: { method: 'PUT', path: '/wps/member/register', module: 'USERNAMEREG3', token: false, encrypted: true, body: 'json', summary: 'Register by username (with login: true the answer is a login value)' },
  registerMobile: { method: 'PUT', path: '/wps/member/register/mobile', module: 'MOBILENUMREG3', token: false, encrypted: true, body: 'json', summary: 'Register by mobile number (the username is the number)' },
  getRegisterSettings: { method: 'GET', path: '/wps/system/setting/register', token: false, encrypted: false, body: 'query', summary: 'Registration field rules' },
  checkAffiliate: { method: 'GET', path: '/wps/agent/affiliate', token: false, encrypted: false, body: 'query', summary: 'Check an affiliate (invitation) code' },

  // --- member ---
  getMemberInfo: { method: 'GET', path: '/wps/member/info', token: true, encrypted: false, body: 'query', summary: 'The logged-in member' },
  getMemberIcon: { method: 'GET', path: '/wps/member/info/icon', module: 'PROFPIC3', token: true, encrypted: false, body: 'query', summary: 'The member icon' },
  getPlayerAvatar: { method: 'GET', path: '/wps/relay/MCSFE_getPlayerAvatar', module: 'PROFPIC3', token: true, encrypted: false, body: 'query', summary: 'The player avatar' },
  changePassword: { method: 'POST', path: '/wps/member/password', token: true, encrypted: true, body: 'json', summary: 'Change the password (ends the other sessions)' },
  forgotPasswordByEmail: { method: 'POST', path: '/wps/member/password/email', token: false, encrypted: false, body: 'form', summary: 'Mail a one-time temporary password' },
  resetPasswordByPhone: { method: 'POST', path: '/wps/member/password/verification', module: 'CHNGPASSVERIF3', token: false, encrypted: true, body: 'json', summary: 'Set a new password with an SMS code, then log in' },
  updateLanguage: { method: 'POST', path: '/wps/member/language', token: true, encrypted: false, body: 'json', summary: "Store the member's language" },
  getBalance: { method: 'GET', path: '/wps/v2/wallets/balance', token: true, encrypted: false, body: 'query', summary: 'Wallet balances' },

  // --- system ---
  getWhitelabel: { method: 'GET', path: '/wps/system/whitelabel', token: false, encrypted: false, body: 'query', summary: 'The module (feature-flag) tree' },
  getSystemStatus: { method: 'GET', path: '/wps/system/status', token: false, encrypted: false, body: 'query', summary: 'The boot call: maintenance, region, and the tenant configuration' },
  getDomainRoute: { method: 'GET', path: '/wps/system/domainRoute', token: false, encrypted: false, body: 'query', summary: "The tenant's domains" },
  getHelpCenter: { method: 'GET', path: '/wps/system/helpCenter', token: false, encrypted: false, body: 'query', summary: "Help-centre articles in the request's language" },
  sendFeedback: { method: 'PUT', path: '/wps/feedback', module: 'FEEDBACK3', token: false, encrypted: false, body: 'json', summary: 'Send feedback' },
  getCountries: { method: 'GET', path: '/wps/system/country', token: false, encrypted: false, body: 'query', summary: 'Country dialing codes' },

  // --- games lobby and launch ---
  // The spec marks the game list and vendor game types T; visitors browse the lobby, so our
  // platform answers them without a token (and personalises nothing).
  getGameVendors: { method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', module: 'GAMELO3', token: false, encrypted: false, body: 'query', summary: 'Vendors by lane (category) with their classifications' },
  getGameList: { method: 'GET', path: '/wps/relay/GCSGAME_gameList', module: 'GAMELO3', token: false, encrypted: false, body: 'query', summary: 'Games with filters, name search and paging (default page size 42)' },
  getHotGames: { method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', module: 'GAMELOHOT3', token: false, encrypted: false, body: 'query', summary: 'Hot games' },
  getVendorGameTypes: { method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType', module: 'GAMELO3', token: false, encrypted: false, body: 'query', summary: "A vendor's game types and classifications" },
  getFavoriteIds: { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', module: 'GAMELOFAV3', token: true, encrypted: false, body: 'query', summary: 'The node ids of the favourite games' },
  getFavoriteList: { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGamesList', module: 'GAMELOFAV3', token: true, encrypted: false, body: 'query', summary: 'The favourite games, paged' },
  addFavorite: { method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', module: 'GAMELOFAV3', token: true, encrypted: false, body: 'json', summary: 'Add a game to the favourites' },
  removeFavorite: { method: 'POST', path: '/wps/relay/MCSFE_removeFavoriteGameV2', module: 'GAMELOFAV3', token: true, encrypted: false, body: 'json', summary: 'Remove a game from the favourites' },
  getRecentGames: { method: 'GET', path: '/wps/relay/GCS_recentGame', module: 'GAMELOREC3', token: true, encrypted: false, body: 'query', summary: 'Recently launched games, newest first' },
  getPvpRooms: { method: 'GET', path: '/wps/relay/GLS2_roomList', module: 'GAMELO3', token: true, encrypted: false, body: 'query', summary: 'PVP rooms (tables)' },
  launchGame: { method: 'GET', path: '/wps/game/launchGame', token: true, encrypted: false, body: 'query', summary: 'Launch a game: a URL carrying a short-lived single-use ticket' },
  closeGame: { method: 'POST', path: '/wps/game/closeGame', token: true, encrypted: false, body: 'json', summary: "End the account's open game (one open game at a time)" },

  // --- in-house games ---
  startInhouseSession: { method: 'POST', path: '/lgw/inhouse/session', token: false, encrypted: false, body: 'json', summary: "Redeem a game page's launch ticket for a game session: the game, its rules, the balance, the fairness commitment" },
  spinInhouseSlot: { method: 'POST', path: '/lgw/inhouse/slot/spin', token: false, gameSession: true, encrypted: false, body: 'json', summary: 'Play one slot round (the round id makes a retry safe)' },
  rollInhouseDice: { method: 'POST', path: '/lgw/inhouse/dice/roll', token: false, gameSession: true, encrypted: false, body: 'json', summary: 'Play one dice round (the round id makes a retry safe)' },
  getInhouseRound: { method: 'GET', path: '/lgw/inhouse/round', token: false, gameSession: true, encrypted: false, body: 'query', summary: "A round's outcome and fairness inputs (the server seed once rotated)" },
  rotateInhouseSeed: { method: 'POST', path: '/lgw/inhouse/fairness/rotate', token: false, gameSession: true, encrypted: false, body: 'json', summary: 'Reveal the current server seed and commit to a new one' },
  getRankList: { method: 'GET', path: '/wps/relay/GCSGAME_getRankList', token: false, encrypted: false, body: 'query', summary: 'The winner board: the biggest recent wins, names masked' },

  // --- lottery ---
  getLotteryMenus: { method: 'GET', path: '/lgw/games/game_menus', token: false, encrypted: false, body: 'query', summary: 'The lotteries by menu group (gameGroupCode, labelName), optionally of one prize mode' },
  getVnLotteryMenu: { method: 'GET', path: '/lgw/vn/games/game_menu', token: false, encrypted: false, body: 'query', summary: 'The Vietnamese lotteries (lottoArea VN) by menu group' },
  getVnLotteryRecent: { method: 'GET', path: '/lgw/vn/games/game_menu/recent', token: true, encrypted: false, body: 'query', summary: 'The Vietnamese lotteries the member bet on, newest first' },
  getPopularLotteries: { method: 'GET', path: '/lgw/games/popular', token: false, encrypted: false, body: 'query', summary: 'The lotteries with the most bets in the last 7 days (count 20)' },
  getVnOpenedNumbers: { method: 'GET', path: '/lgw/vn/numeros/opened/game', token: false, encrypted: false, body: 'query', summary: 'The last draws of the Vietnamese lotteries with their prize tables (count 100)' },
  getOpenedNumero: { method: 'GET', path: '/lotto/lgw/games/opened/numero', token: true, encrypted: false, body: 'query', summary: "A lottery's last results: opened numbers and revealed seeds" },
  launchLottery: { method: 'GET', path: '/lgw/games/launch', token: true, encrypted: false, body: 'query', summary: 'The lottery launch (launchMode LOTT): the portal screen of the game' },
  getLotteryIssue: { method: 'GET', path: '/lgw/lottery/issue', token: false, encrypted: false, body: 'query', summary: 'A lottery, its issue taking bets (close and draw times, seed hash) and the last result' },
  placeLotteryBets: { method: 'POST', path: '/lgw/lottery/bets', token: true, encrypted: false, body: 'json', summary: 'Place several bets on an issue (the request id makes a retry safe)' },
  getLotteryBets: { method: 'GET', path: '/lgw/lottery/bets', token: true, encrypted: false, body: 'query', summary: "The member's bets on an issue and their outcome" },
  verifyLotteryDraw: { method: 'GET', path: '/lgw/lottery/verify', token: false, encrypted: false, body: 'query', summary: "Recompute a drawn issue's numbers from its revealed seed" },

  // --- wallet and payments (issue 11) ---
  getDepositMethods: { method: 'GET', path: '/wps/v2/payments/methods', token: true, encrypted: false, body: 'query', summary: "The tenant's deposit methods with their limits" },
  createDeposit: { method: 'POST', path: '/wps/v2/payments/deposit', token: true, encrypted: false, body: 'json', summary: "Open a deposit order; the player pays on the provider's page (the request id makes a retry safe)" },
  getDepositOrders: { method: 'GET', path: '/wps/v2/payments/deposits', token: true, encrypted: false, body: 'query', summary: "The member's deposit orders, newest first" },
  getWithdrawSettings: { method: 'GET', path: '/wps/v2/withdrawals/settings', token: true, encrypted: false, body: 'query', summary: 'Limits, bound payees and what confirms a withdrawal' },
  bindPayee: { method: 'POST', path: '/wps/v2/withdrawals/payees', token: true, encrypted: true, body: 'json', summary: 'Bind a bank account or e-wallet once' },
  setPaymentPassword: { method: 'POST', path: '/wps/member/payment-password', module: 'PAYMENTPASS3', token: true, encrypted: true, body: 'json', summary: 'Set or change the payment password' },
  requestWithdrawal: { method: 'POST', path: '/wps/v2/withdrawals', token: true, encrypted: true, body: 'json', summary: 'Request a withdrawal: the amount is held until the operator decides' },
  getWithdrawals: { method: 'GET', path: '/wps/v2/withdrawals', token: true, encrypted: false, body: 'query', summary: "The member's withdrawals, newest first" },
  uploadWithdrawalProof: { method: 'POST', path: '/wps/v2/withdrawals/proofs', token: true, encrypted: false, body: 'binary', summary: 'Store a proof image (png or jpg by content, at most 5 MB, three per withdrawal)' },
  confirmWithdrawal: { method: 'POST', path: '/wps/v2/withdrawals/confirm', token: true, encrypted: false, body: 'json', summary: 'Confirm a paid withdrawal received, partly received or not received' },
  getMerchantWallet: { method: 'GET', path: '/wps/relay/GCS_merchantWallet', token: true, encrypted: false, body: 'query', summary: 'The main wallet and the game wallets' },
  walletTransfer: { method: 'POST', path: '/wps/relay/GCS_walletTransfer', module: 'FUNDTRANS3', token: true, encrypted: false, body: 'json', summary: "Move money between two of the member's wallets" },
  getDownlines: { method: 'GET', path: '/wps/v2/transfers/downlines', token: true, encrypted: false, body: 'query', summary: "The agent's direct downlines" },
  transferToDownline: { method: 'POST', path: '/wps/v2/transfers/downline', token: true, encrypted: true, body: 'json', summary: 'An agent sends money to a downline' },
  transferToUpline: { method: 'POST', path: '/wps/v2/transfers/upline', token: true, encrypted: true, body: 'json', summary: 'A member sends money to its upline' },

  // --- member centre records (issue 11) ---
  getBettingRecords: { method: 'GET', path: '/wps/v2/records/bets', token: true, encrypted: false, body: 'query', summary: "The member's bets with totals" },
  getTransactions: { method: 'GET', path: '/wps/relay/ODSFE2_MemTransDet', module: 'MEMTRANS3', token: true, encrypted: false, body: 'query', summary: "Every ledger row of the member's wallets, typed" },
  getPersonalProfit: { method: 'GET', path: '/wps/v2/records/profit', token: true, encrypted: false, body: 'query', summary: 'Profit and loss by day' },
  getBonuses: { method: 'GET', path: '/wps/v2/records/bonuses', token: true, encrypted: false, body: 'query', summary: 'Bonuses and rewards received' },
  getRewards: { method: 'GET', path: '/wps/v2/rewards', module: 'REWCEN3', token: true, encrypted: false, body: 'query', summary: 'The reward centre: rewards to claim and claimed' },
  claimReward: { method: 'POST', path: '/wps/v2/rewards/claim', module: 'REWCEN3', token: true, encrypted: false, body: 'json', summary: 'Claim a reward into the main wallet' },
  getReferral: { method: 'GET', path: '/wps/v2/referral', module: 'AFFMAN3', token: true, encrypted: false, body: 'query', summary: "The member's invite code and link and who joined with it" },
  getMessages: { method: 'GET', path: '/wps/v2/messages', module: 'INBOX3', token: true, encrypted: false, body: 'query', summary: 'Platform messages, newest first' },
  readMessages: { method: 'POST', path: '/wps/v2/messages/read', module: 'INBOX3', token: true, encrypted: false, body: 'json', summary: 'Mark messages read' },
  getUnreadCount: { method: 'GET', path: '/wps/relay/CSP_unreadCount', module: 'INBOX3', token: true, encrypted: false, body: 'query', summary: 'The number of unread platform messages' },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof ENDPOINT_ROUTES;
export const ENDPOINT_NAMES = Object.keys(ENDPOINT_ROUTES) as EndpointName[];
