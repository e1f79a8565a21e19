// Where every call goes and how it travels — path, method, module flag, token, encryption, payload
// encoding — without its schemas or its docs line (endpoint-summaries.ts). No zod here: the portal's first paint makes calls with this table
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
}

export const ENDPOINT_ROUTES = {
  // --- session ---
  login: { method: 'POST', path: '/wps/session/login', token: false, encrypted: true, body: 'json' },
  loginFreePlay: {
    method: 'POST',
    path: '/wps/session/login/freeplay',
    module: 'FREEPLAY3',
    token: false,
    encrypted: false,
    body: 'json',
  },
  logout: { method: 'DELETE', path: '/wps/session/logout', token: true, encrypted: false, body: 'none' },
  getPayloadKey: { method: 'GET', path: '/wps/session/key/rsa', token: false, encrypted: false, body: 'query' },
  getCaptcha: { method: 'GET', path: '/wps/captcha', token: false, encrypted: false, body: 'query' },
  createLoginLink: { method: 'POST', path: '/wps/session/link', token: true, encrypted: false, body: 'none' },
  exchangeLoginLink: {
    method: 'POST',
    path: '/wps/session/link/exchange',
    token: false,
    encrypted: true,
    body: 'json',
  },

  // --- verification ---
  sendLoginSms: {
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    module: 'VERIFICATION3',
    token: false,
    encrypted: false,
    body: 'json',
  },
  sendRegisterSms: {
    method: 'POST',
    path: '/wps/verification/sms/register',
    module: 'REG3',
    token: false,
    encrypted: false,
    body: 'json',
  },

  // --- registration ---
  register: {
    method: 'PUT',
    path: '/wps/member/register',
    module: 'USERNAMEREG3',
    token: false,
    encrypted: true,
    body: 'json',
  },
  registerMobile: {
    method: 'PUT',
    path: '/wps/member/register/mobile',
    module: 'MOBILENUMREG3',
    token: false,
    encrypted: true,
    body: 'json',
  },
  getRegisterSettings: {
    method: 'GET',
    path: '/wps/system/setting/register',
    token: false,
    encrypted: false,
    body: 'query',
  },
  checkAffiliate: { method: 'GET', path: '/wps/agent/affiliate', token: false, encrypted: false, body: 'query' },

  // --- member ---
  getMemberInfo: { method: 'GET', path: '/wps/member/info', token: true, encrypted: false, body: 'query' },
  getMemberIcon: {
    method: 'GET',
    path: '/wps/member/info/icon',
    module: 'PROFPIC3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  getPlayerAvatar: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerAvatar',
    module: 'PROFPIC3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  changePassword: { method: 'POST', path: '/wps/member/password', token: true, encrypted: true, body: 'json' },
  forgotPasswordByEmail: {
    method: 'POST',
    path: '/wps/member/password/email',
    token: false,
    encrypted: false,
    body: 'form',
  },
  resetPasswordByPhone: {
    method: 'POST',
    path: '/wps/member/password/verification',
    module: 'CHNGPASSVERIF3',
    token: false,
    encrypted: true,
    body: 'json',
  },
  updateLanguage: { method: 'POST', path: '/wps/member/language', token: true, encrypted: false, body: 'json' },
  getBalance: { method: 'GET', path: '/wps/v2/wallets/balance', token: true, encrypted: false, body: 'query' },

  // --- system ---
  getWhitelabel: { method: 'GET', path: '/wps/system/whitelabel', token: false, encrypted: false, body: 'query' },
  getSystemStatus: { method: 'GET', path: '/wps/system/status', token: false, encrypted: false, body: 'query' },
  getDomainRoute: { method: 'GET', path: '/wps/system/domainRoute', token: false, encrypted: false, body: 'query' },
  getHelpCenter: { method: 'GET', path: '/wps/system/helpCenter', token: false, encrypted: false, body: 'query' },
  getListAnnouncements: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    token: false,
    encrypted: false,
    body: 'query',
  },
  sendFeedback: {
    method: 'PUT',
    path: '/wps/feedback',
    module: 'FEEDBACK3',
    token: false,
    encrypted: false,
    body: 'json',
  },
  getCountries: { method: 'GET', path: '/wps/system/country', token: false, encrypted: false, body: 'query' },

  // --- games lobby and launch ---
  // The spec marks the game list and vendor game types T; visitors browse the lobby, so our
  // platform answers them without a token (and personalises nothing).
  getGameVendors: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_newGameVendor',
    module: 'GAMELO3',
    token: false,
    encrypted: false,
    body: 'query',
  },
  getGameList: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    module: 'GAMELO3',
    token: false,
    encrypted: false,
    body: 'query',
  },
  getHotGames: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    module: 'GAMELOHOT3',
    token: false,
    encrypted: false,
    body: 'query',
  },
  getVendorGameTypes: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    module: 'GAMELO3',
    token: false,
    encrypted: false,
    body: 'query',
  },
  getFavoriteIds: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    module: 'GAMELOFAV3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  getFavoriteList: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    module: 'GAMELOFAV3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  addFavorite: {
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    module: 'GAMELOFAV3',
    token: true,
    encrypted: false,
    body: 'json',
  },
  removeFavorite: {
    method: 'POST',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    module: 'GAMELOFAV3',
    token: true,
    encrypted: false,
    body: 'json',
  },
  getRecentGames: {
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    module: 'GAMELOREC3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  getPvpRooms: {
    method: 'GET',
    path: '/wps/relay/GLS2_roomList',
    module: 'GAMELO3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  launchGame: { method: 'GET', path: '/wps/game/launchGame', token: true, encrypted: false, body: 'query' },
  closeGame: { method: 'POST', path: '/wps/game/closeGame', token: true, encrypted: false, body: 'json' },

  // --- in-house games ---
  startInhouseSession: { method: 'POST', path: '/lgw/inhouse/session', token: false, encrypted: false, body: 'json' },
  spinInhouseSlot: {
    method: 'POST',
    path: '/lgw/inhouse/slot/spin',
    token: false,
    gameSession: true,
    encrypted: false,
    body: 'json',
  },
  rollInhouseDice: {
    method: 'POST',
    path: '/lgw/inhouse/dice/roll',
    token: false,
    gameSession: true,
    encrypted: false,
    body: 'json',
  },
  getInhouseRound: {
    method: 'GET',
    path: '/lgw/inhouse/round',
    token: false,
    gameSession: true,
    encrypted: false,
    body: 'query',
  },
  rotateInhouseSeed: {
    method: 'POST',
    path: '/lgw/inhouse/fairness/rotate',
    token: false,
    gameSession: true,
    encrypted: false,
    body: 'json',
  },
  getRankList: { method: 'GET', path: '/wps/relay/GCSGAME_getRankList', token: false, encrypted: false, body: 'query' },

  // --- lottery ---
  getLotteryMenus: { method: 'GET', path: '/lgw/games/game_menus', token: false, encrypted: false, body: 'query' },
  getVnLotteryMenu: { method: 'GET', path: '/lgw/vn/games/game_menu', token: false, encrypted: false, body: 'query' },
  getVnLotteryRecent: {
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    token: true,
    encrypted: false,
    body: 'query',
  },
  getPopularLotteries: { method: 'GET', path: '/lgw/games/popular', token: false, encrypted: false, body: 'query' },
  getVnOpenedNumbers: {
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    token: false,
    encrypted: false,
    body: 'query',
  },
  getOpenedNumero: {
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    token: true,
    encrypted: false,
    body: 'query',
  },
  launchLottery: { method: 'GET', path: '/lgw/games/launch', token: true, encrypted: false, body: 'query' },
  getLotteryIssue: { method: 'GET', path: '/lgw/lottery/issue', token: false, encrypted: false, body: 'query' },
  placeLotteryBets: { method: 'POST', path: '/lgw/lottery/bets', token: true, encrypted: false, body: 'json' },
  getLotteryBets: { method: 'GET', path: '/lgw/lottery/bets', token: true, encrypted: false, body: 'query' },
  verifyLotteryDraw: { method: 'GET', path: '/lgw/lottery/verify', token: false, encrypted: false, body: 'query' },

  // --- wallet and payments ---
  getDepositMethods: { method: 'GET', path: '/wps/v2/payments/methods', token: true, encrypted: false, body: 'query' },
  createDeposit: { method: 'POST', path: '/wps/v2/payments/deposit', token: true, encrypted: false, body: 'json' },
  getDepositOrders: { method: 'GET', path: '/wps/v2/payments/deposits', token: true, encrypted: false, body: 'query' },
  getWithdrawSettings: {
    method: 'GET',
    path: '/wps/v2/withdrawals/settings',
    token: true,
    encrypted: false,
    body: 'query',
  },
  bindPayee: { method: 'POST', path: '/wps/v2/withdrawals/payees', token: true, encrypted: true, body: 'json' },
  setPaymentPassword: {
    method: 'POST',
    path: '/wps/member/payment-password',
    module: 'PAYMENTPASS3',
    token: true,
    encrypted: true,
    body: 'json',
  },
  requestWithdrawal: { method: 'POST', path: '/wps/v2/withdrawals', token: true, encrypted: true, body: 'json' },
  getWithdrawals: { method: 'GET', path: '/wps/v2/withdrawals', token: true, encrypted: false, body: 'query' },
  uploadWithdrawalProof: {
    method: 'POST',
    path: '/wps/v2/withdrawals/proofs',
    token: true,
    encrypted: false,
    body: 'binary',
  },
  confirmWithdrawal: {
    method: 'POST',
    path: '/wps/v2/withdrawals/confirm',
    token: true,
    encrypted: false,
    body: 'json',
  },
  getMerchantWallet: {
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    token: true,
    encrypted: false,
    body: 'query',
  },
  walletTransfer: {
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    module: 'FUNDTRANS3',
    token: true,
    encrypted: false,
    body: 'json',
  },
  getDownlines: { method: 'GET', path: '/wps/v2/transfers/downlines', token: true, encrypted: false, body: 'query' },
  transferToDownline: {
    method: 'POST',
    path: '/wps/v2/transfers/downline',
    token: true,
    encrypted: true,
    body: 'json',
  },
  transferToUpline: { method: 'POST', path: '/wps/v2/transfers/upline', token: true, encrypted: true, body: 'json' },

  // --- points mall ---
  getPointBalance: {
    method: 'GET',
    path: '/wps/relay/MCS2_getPointBalance',
    module: 'PTSYS3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  getPointConfig: {
    method: 'GET',
    path: '/wps/relay/MCS2_getPointConfig',
    module: 'PTSYS3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  getPointRewards: {
    method: 'GET',
    path: '/wps/relay/MCS2_getPointReward',
    module: 'PTSYS3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  redeemPointReward: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    module: 'PTSYS3',
    token: true,
    encrypted: true,
    body: 'json',
  },
  getRedeemPointList: {
    method: 'GET',
    path: '/wps/relay/MCS2_getRedeemPointList',
    module: 'PTSYS3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  // The spec names ODSFE2_MemTransDet for the points detail too, but that path is the account
  // record's (getTransactions): the points detail has a path of its own under it.
  getPointTransactions: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet/points',
    module: 'PTSYS3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  convertPoint: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_convertPoint',
    module: 'PTSYS3',
    token: true,
    encrypted: true,
    body: 'json',
  },

  // --- promotions and activities ---
  getPromotions: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getPromotions',
    token: false,
    encrypted: false,
    body: 'query',
  },
  getPromotionDetail: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getPromotionDetail',
    token: false,
    encrypted: false,
    body: 'query',
  },
  getMyActivities: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getMyActivities',
    token: true,
    encrypted: false,
    body: 'query',
  },
  joinPromotion: { method: 'POST', path: '/wps/relay/MCS2_joinPromotion', token: true, encrypted: false, body: 'json' },
  uploadActivityImage: {
    method: 'POST',
    path: '/wps/v2/activity/images',
    token: true,
    encrypted: false,
    body: 'binary',
  },
  applyActivity: { method: 'POST', path: '/wps/relay/MCS2_applyActivity', token: true, encrypted: false, body: 'json' },
  claimRafflePromotion: {
    method: 'POST',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    token: true,
    encrypted: false,
    body: 'json',
  },

  // --- missions ---
  getMissionSummary: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionSummaryDetails',
    token: true,
    encrypted: false,
    body: 'query',
  },
  getMissionLeaderboard: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionLeaderboard',
    token: true,
    encrypted: false,
    body: 'query',
  },

  // --- member centre records ---
  getBettingRecords: { method: 'GET', path: '/wps/v2/records/bets', token: true, encrypted: false, body: 'query' },
  getTransactions: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    module: 'MEMTRANS3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  getPersonalProfit: { method: 'GET', path: '/wps/v2/records/profit', token: true, encrypted: false, body: 'query' },
  getBonuses: { method: 'GET', path: '/wps/v2/records/bonuses', token: true, encrypted: false, body: 'query' },
  getRewards: {
    method: 'GET',
    path: '/wps/v2/rewards',
    module: 'REWCEN3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  claimReward: {
    method: 'POST',
    path: '/wps/v2/rewards/claim',
    module: 'REWCEN3',
    token: true,
    encrypted: false,
    body: 'json',
  },
  getReferral: {
    method: 'GET',
    path: '/wps/v2/referral',
    module: 'AFFMAN3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  getMessages: {
    method: 'GET',
    path: '/wps/v2/messages',
    module: 'INBOX3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  readMessages: {
    method: 'POST',
    path: '/wps/v2/messages/read',
    module: 'INBOX3',
    token: true,
    encrypted: false,
    body: 'json',
  },
  getUnreadCount: {
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    module: 'INBOX3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  // --- agent centre (issue 23): consolidated contract flags, the four contract kinds, the team ---
  getAgentConsolidated: {
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    token: true,
    encrypted: false,
    body: 'query',
  },
  getDividendContract: {
    method: 'GET',
    path: '/wps/relay/MCS2_processDividendReq',
    module: 'SIGNCONDIV3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  processDividendContract: {
    method: 'POST',
    path: '/wps/relay/MCS2_processDividendReq',
    module: 'SIGNCONDIV3',
    token: true,
    encrypted: false,
    body: 'json',
  },
  getDailySalaryContract: {
    method: 'GET',
    path: '/wps/relay/MCS2_processDailySalContract',
    module: 'DAILYSALCONT3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  processDailySalaryContract: {
    method: 'POST',
    path: '/wps/relay/MCS2_processDailySalContract',
    module: 'DAILYSALCONT3',
    token: true,
    encrypted: false,
    body: 'json',
  },
  getHourlySalaryContract: {
    method: 'GET',
    path: '/wps/relay/MCS2_processContractHourSalary',
    module: 'HOURSAL3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  processHourlySalaryContract: {
    method: 'POST',
    path: '/wps/relay/MCS2_processContractHourSalary',
    module: 'HOURSAL3',
    token: true,
    encrypted: false,
    body: 'json',
  },
  getRealtimeSalaryContract: {
    method: 'GET',
    path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    module: 'RTSALARY3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  processRealtimeSalaryContract: {
    method: 'POST',
    path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    module: 'RTSALARY3',
    token: true,
    encrypted: false,
    body: 'json',
  },
  getAgentTeamOverview: {
    method: 'GET',
    path: '/wps/v2/agent/team/overview',
    token: true,
    encrypted: false,
    body: 'query',
  },
  getAgentTeamMembers: {
    method: 'GET',
    path: '/wps/v2/agent/team/members',
    token: true,
    encrypted: false,
    body: 'query',
  },
  registerDownline: {
    method: 'POST',
    path: '/wps/v2/agent/team/register',
    token: true,
    encrypted: true,
    body: 'json',
  },
  getAgentTeamBetting: {
    method: 'GET',
    path: '/wps/v2/agent/report/betting',
    token: true,
    encrypted: false,
    body: 'query',
  },
  getAgentMemberProfitLoss: {
    method: 'GET',
    path: '/wps/v2/agent/report/profit-loss',
    token: true,
    encrypted: false,
    body: 'query',
  },
  getAgentIncome: {
    method: 'GET',
    path: '/wps/v2/agent/report/income',
    token: true,
    encrypted: false,
    body: 'query',
  },
  getAgentTeamTransactions: {
    method: 'GET',
    path: '/wps/v2/agent/report/transactions',
    token: true,
    encrypted: false,
    body: 'query',
  },
  getAgentSettlements: {
    method: 'GET',
    path: '/wps/v2/agent/report/settlements',
    token: true,
    encrypted: false,
    body: 'query',
  },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof ENDPOINT_ROUTES;
export const ENDPOINT_NAMES = Object.keys(ENDPOINT_ROUTES) as EndpointName[];
