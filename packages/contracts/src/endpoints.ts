// The one typed endpoint registry: each route of endpoint-routes.ts (path, method, module flag,
// token, encryption, payload encoding) with its request and response schemas. The server
// registers its routes from it and validates both ways; @portal/api types its endpoints from it
// and checks answers with it. Renaming a relay path (e.g. MCSFE_ → MCS2_) is one edit, in
// endpoint-routes.ts.
import type { z } from 'zod';
import { ENDPOINT_ROUTES, type EndpointName, type EndpointRoute } from './endpoint-routes';
import {
  captchaRequestSchema,
  captchaValueSchema,
  emptyRequestSchema,
  emptyValueSchema,
  exchangeLoginLinkRequestSchema,
  freePlayRequestSchema,
  loginLinkValueSchema,
  loginRequestSchema,
  loginValueSchema,
  payloadKeyValueSchema,
} from './session';
import {
  affiliateCheckRequestSchema,
  affiliateCheckValueSchema,
  balanceValueSchema,
  changePasswordRequestSchema,
  forgotPasswordByEmailRequestSchema,
  memberIconValueSchema,
  memberInfoValueSchema,
  playerAvatarValueSchema,
  registerRequestSchema,
  resetPasswordByPhoneRequestSchema,
  updateLanguageRequestSchema,
} from './member';
import {
  countriesValueSchema,
  domainRouteValueSchema,
  feedbackRequestSchema,
  feedbackValueSchema,
  helpCenterRequestSchema,
  announcementsRequestSchema,
  announcementsValueSchema,
  helpCenterValueSchema,
  registerSettingsValueSchema,
  systemStatusRequestSchema,
  systemStatusValueSchema,
  whitelabelValueSchema,
} from './system';
import {
  closeGameRequestSchema,
  closeGameValueSchema,
  favoriteChangeRequestSchema,
  favoriteIdsRequestSchema,
  favoriteIdsValueSchema,
  favoriteListRequestSchema,
  favoriteListValueSchema,
  gameListRequestSchema,
  gameListValueSchema,
  hotGamesRequestSchema,
  hotGamesValueSchema,
  launchGameRequestSchema,
  launchGameValueSchema,
  pvpRoomsRequestSchema,
  pvpRoomsValueSchema,
  recentGamesRequestSchema,
  recentGamesValueSchema,
  vendorGameTypesRequestSchema,
  vendorGameTypesValueSchema,
  vendorsRequestSchema,
  vendorsValueSchema,
} from './games';
import {
  diceRollRequestSchema,
  inhouseRoundRequestSchema,
  inhouseRoundValueSchema,
  inhouseSessionValueSchema,
  rankListRequestSchema,
  rankListValueSchema,
  rotateSeedRequestSchema,
  rotateSeedValueSchema,
  roundValueSchema,
  slotSpinRequestSchema,
  startInhouseSessionRequestSchema,
} from './inhouse';
import {
  currentIssueRequestSchema,
  currentIssueValueSchema,
  launchLotteryRequestSchema,
  launchLotteryValueSchema,
  lotteryBetsRequestSchema,
  lotteryBetsValueSchema,
  lotteryMenusRequestSchema,
  lotteryMenusValueSchema,
  lotteryResultsValueSchema,
  openedNumeroRequestSchema,
  placeLotteryBetsRequestSchema,
  placeLotteryBetsValueSchema,
  popularLotteryRequestSchema,
  popularLotteryValueSchema,
  verifyLotteryDrawRequestSchema,
  verifyLotteryDrawValueSchema,
  vnLotteryMenuRequestSchema,
  vnLotteryRecentRequestSchema,
  vnLotteryRecentValueSchema,
  vnOpenedNumbersRequestSchema,
} from './lottery';
import {
  bindPayeeRequestSchema,
  confirmWithdrawalRequestSchema,
  createDepositRequestSchema,
  createDepositValueSchema,
  depositMethodsValueSchema,
  depositOrdersRequestSchema,
  depositOrdersValueSchema,
  downlinesRequestSchema,
  downlinesValueSchema,
  downlineTransferRequestSchema,
  memberTransferValueSchema,
  merchantWalletRequestSchema,
  merchantWalletValueSchema,
  payeeSchema,
  requestWithdrawalRequestSchema,
  setPaymentPasswordRequestSchema,
  uplineTransferRequestSchema,
  uploadProofRequestSchema,
  uploadProofValueSchema,
  walletTransferRequestSchema,
  walletTransferValueSchema,
  withdrawalSchema,
  withdrawalsRequestSchema,
  withdrawalsValueSchema,
  withdrawSettingsValueSchema,
} from './wallet';
import {
  bettingRecordsRequestSchema,
  bettingRecordsValueSchema,
  bonusesRequestSchema,
  bonusesValueSchema,
  claimRewardRequestSchema,
  claimRewardValueSchema,
  messagesRequestSchema,
  messagesValueSchema,
  profitRequestSchema,
  profitValueSchema,
  readMessagesRequestSchema,
  referralRequestSchema,
  referralValueSchema,
  rewardsRequestSchema,
  rewardsValueSchema,
  transactionsRequestSchema,
  transactionsValueSchema,
  unreadCountValueSchema,
} from './records';
import {
  convertPointRequestSchema,
  convertPointValueSchema,
  pointBalanceValueSchema,
  pointConfigValueSchema,
  pointRewardsValueSchema,
  pointTransactionsRequestSchema,
  pointTransactionsValueSchema,
  redeemListRequestSchema,
  redeemListValueSchema,
  redeemPointRewardRequestSchema,
  redeemPointValueSchema,
} from './points';
import {
  activityValueSchema,
  applyActivityRequestSchema,
  claimRaffleRequestSchema,
  claimRaffleValueSchema,
  joinPromotionRequestSchema,
  myActivitiesValueSchema,
  promotionDetailRequestSchema,
  promotionDetailValueSchema,
  promotionsRequestSchema,
  promotionsValueSchema,
  uploadActivityImageRequestSchema,
  uploadActivityImageValueSchema,
} from './promotions';
import {
  chatHistoryRequestSchema,
  chatHistoryValueSchema,
  chatMessageValueSchema,
  chatUnreadValueSchema,
  chatUrlRequestSchema,
  chatUrlValueSchema,
  readChatRequestSchema,
  readChatValueSchema,
  sendChatImageRequestSchema,
  sendChatMessageRequestSchema,
  serviceConfigValueSchema,
} from './support';
import {
  activeSessionsValueSchema,
  authenticatorBindingValueSchema,
  authenticatorStatusValueSchema,
  confirmAuthenticatorRequestSchema,
  endedSessionsValueSchema,
  endSessionRequestSchema,
  recoveryCodesValueSchema,
  unbindAuthenticatorRequestSchema,
  verifyLoginRequestSchema,
  resendLoginCodeRequestSchema,
  loginChallengeSchema,
} from './second-factor';
import {
  passkeyLoginOptionsSchema,
  passkeyLoginRequestSchema,
  passkeyRegistrationOptionsSchema,
  passkeySchema,
  passkeysValueSchema,
  registerPasskeyRequestSchema,
  removePasskeyRequestSchema,
  renamePasskeyRequestSchema,
} from './passkeys';
import {
  consolidatedValueSchema,
  contractActionRequestSchema,
  contractActionValueSchema,
  contractsRequestSchema,
  contractsValueSchema,
  registerDownlineRequestSchema,
  registerDownlineValueSchema,
  teamMembersRequestSchema,
  teamMembersValueSchema,
  teamOverviewRequestSchema,
  teamOverviewValueSchema,
  teamBettingRequestSchema,
  teamBettingValueSchema,
  memberProfitLossRequestSchema,
  memberProfitLossValueSchema,
  agentIncomeRequestSchema,
  agentIncomeValueSchema,
  teamTransactionsRequestSchema,
  teamTransactionsValueSchema,
  agentSettlementsRequestSchema,
  agentSettlementsValueSchema,
} from './agent';
import {
  missionLeaderboardRequestSchema,
  missionLeaderboardValueSchema,
  missionSummaryRequestSchema,
  missionSummaryValueSchema,
} from './missions';
import {
  cancelGamingLimitRaiseRequestSchema,
  realityCheckValueSchema,
  responsibleGamingValueSchema,
  rgUntilValueSchema,
  selfExcludeRequestSchema,
  setGamingLimitRequestSchema,
  setRealityCheckRequestSchema,
  startTimeOutRequestSchema,
} from './responsible-gaming';
import {
  completeSocialSignInRequestSchema,
  linkSocialIdentityRequestSchema,
  socialProvidersValueSchema,
  startSocialSignInRequestSchema,
  startSocialSignInValueSchema,
} from './social-sign-in';
import { noLoginSmsRequestSchema, registerSmsRequestSchema, smsSentValueSchema } from './verification';

export interface EndpointDefinition<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> extends EndpointRoute {
  request: Req;
  /** The schema of the envelope's `value` on success. */
  response: Res;
}

/** Keeps the literal types of one endpoint (so the client can infer its request and answer). */
export function defineEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  definition: EndpointDefinition<Req, Res>,
): EndpointDefinition<Req, Res> {
  return definition;
}

export const endpoints = {
  // --- session ---
  login: defineEndpoint({ ...ENDPOINT_ROUTES.login, request: loginRequestSchema, response: loginValueSchema }),
  loginFreePlay: defineEndpoint({
    ...ENDPOINT_ROUTES.loginFreePlay,
    request: freePlayRequestSchema,
    response: loginValueSchema,
  }),
  logout: defineEndpoint({ ...ENDPOINT_ROUTES.logout, request: emptyRequestSchema, response: emptyValueSchema }),
  getPayloadKey: defineEndpoint({
    ...ENDPOINT_ROUTES.getPayloadKey,
    request: emptyRequestSchema,
    response: payloadKeyValueSchema,
  }),
  getCaptcha: defineEndpoint({
    ...ENDPOINT_ROUTES.getCaptcha,
    request: captchaRequestSchema,
    response: captchaValueSchema,
  }),
  createLoginLink: defineEndpoint({
    ...ENDPOINT_ROUTES.createLoginLink,
    request: emptyRequestSchema,
    response: loginLinkValueSchema,
  }),
  exchangeLoginLink: defineEndpoint({
    ...ENDPOINT_ROUTES.exchangeLoginLink,
    request: exchangeLoginLinkRequestSchema,
    response: loginValueSchema,
  }),

  // --- verification ---
  sendLoginSms: defineEndpoint({
    ...ENDPOINT_ROUTES.sendLoginSms,
    request: noLoginSmsRequestSchema,
    response: smsSentValueSchema,
  }),
  sendRegisterSms: defineEndpoint({
    ...ENDPOINT_ROUTES.sendRegisterSms,
    request: registerSmsRequestSchema,
    response: smsSentValueSchema,
  }),

  // --- registration ---
  register: defineEndpoint({ ...ENDPOINT_ROUTES.register, request: registerRequestSchema, response: loginValueSchema }),
  registerMobile: defineEndpoint({
    ...ENDPOINT_ROUTES.registerMobile,
    request: registerRequestSchema,
    response: loginValueSchema,
  }),
  getRegisterSettings: defineEndpoint({
    ...ENDPOINT_ROUTES.getRegisterSettings,
    request: emptyRequestSchema,
    response: registerSettingsValueSchema,
  }),
  checkAffiliate: defineEndpoint({
    ...ENDPOINT_ROUTES.checkAffiliate,
    request: affiliateCheckRequestSchema,
    response: affiliateCheckValueSchema,
  }),

  // --- member ---
  getMemberInfo: defineEndpoint({
    ...ENDPOINT_ROUTES.getMemberInfo,
    request: emptyRequestSchema,
    response: memberInfoValueSchema,
  }),
  getMemberIcon: defineEndpoint({
    ...ENDPOINT_ROUTES.getMemberIcon,
    request: emptyRequestSchema,
    response: memberIconValueSchema,
  }),
  getPlayerAvatar: defineEndpoint({
    ...ENDPOINT_ROUTES.getPlayerAvatar,
    request: emptyRequestSchema,
    response: playerAvatarValueSchema,
  }),
  changePassword: defineEndpoint({
    ...ENDPOINT_ROUTES.changePassword,
    request: changePasswordRequestSchema,
    response: emptyValueSchema,
  }),
  forgotPasswordByEmail: defineEndpoint({
    ...ENDPOINT_ROUTES.forgotPasswordByEmail,
    request: forgotPasswordByEmailRequestSchema,
    response: emptyValueSchema,
  }),
  resetPasswordByPhone: defineEndpoint({
    ...ENDPOINT_ROUTES.resetPasswordByPhone,
    request: resetPasswordByPhoneRequestSchema,
    response: loginValueSchema,
  }),
  updateLanguage: defineEndpoint({
    ...ENDPOINT_ROUTES.updateLanguage,
    request: updateLanguageRequestSchema,
    response: emptyValueSchema,
  }),
  getBalance: defineEndpoint({
    ...ENDPOINT_ROUTES.getBalance,
    request: emptyRequestSchema,
    response: balanceValueSchema,
  }),

  // --- system ---
  getWhitelabel: defineEndpoint({
    ...ENDPOINT_ROUTES.getWhitelabel,
    request: emptyRequestSchema,
    response: whitelabelValueSchema,
  }),
  getSystemStatus: defineEndpoint({
    ...ENDPOINT_ROUTES.getSystemStatus,
    request: systemStatusRequestSchema,
    response: systemStatusValueSchema,
  }),
  getDomainRoute: defineEndpoint({
    ...ENDPOINT_ROUTES.getDomainRoute,
    request: emptyRequestSchema,
    response: domainRouteValueSchema,
  }),
  getHelpCenter: defineEndpoint({
    ...ENDPOINT_ROUTES.getHelpCenter,
    request: helpCenterRequestSchema,
    response: helpCenterValueSchema,
  }),
  getListAnnouncements: defineEndpoint({
    ...ENDPOINT_ROUTES.getListAnnouncements,
    request: announcementsRequestSchema,
    response: announcementsValueSchema,
  }),
  sendFeedback: defineEndpoint({
    ...ENDPOINT_ROUTES.sendFeedback,
    request: feedbackRequestSchema,
    response: feedbackValueSchema,
  }),
  getCountries: defineEndpoint({
    ...ENDPOINT_ROUTES.getCountries,
    request: emptyRequestSchema,
    response: countriesValueSchema,
  }),

  // --- games lobby and launch ---
  getGameVendors: defineEndpoint({
    ...ENDPOINT_ROUTES.getGameVendors,
    request: vendorsRequestSchema,
    response: vendorsValueSchema,
  }),
  getGameList: defineEndpoint({
    ...ENDPOINT_ROUTES.getGameList,
    request: gameListRequestSchema,
    response: gameListValueSchema,
  }),
  getHotGames: defineEndpoint({
    ...ENDPOINT_ROUTES.getHotGames,
    request: hotGamesRequestSchema,
    response: hotGamesValueSchema,
  }),
  getVendorGameTypes: defineEndpoint({
    ...ENDPOINT_ROUTES.getVendorGameTypes,
    request: vendorGameTypesRequestSchema,
    response: vendorGameTypesValueSchema,
  }),
  getFavoriteIds: defineEndpoint({
    ...ENDPOINT_ROUTES.getFavoriteIds,
    request: favoriteIdsRequestSchema,
    response: favoriteIdsValueSchema,
  }),
  getFavoriteList: defineEndpoint({
    ...ENDPOINT_ROUTES.getFavoriteList,
    request: favoriteListRequestSchema,
    response: favoriteListValueSchema,
  }),
  addFavorite: defineEndpoint({
    ...ENDPOINT_ROUTES.addFavorite,
    request: favoriteChangeRequestSchema,
    response: emptyValueSchema,
  }),
  removeFavorite: defineEndpoint({
    ...ENDPOINT_ROUTES.removeFavorite,
    request: favoriteChangeRequestSchema,
    response: emptyValueSchema,
  }),
  getRecentGames: defineEndpoint({
    ...ENDPOINT_ROUTES.getRecentGames,
    request: recentGamesRequestSchema,
    response: recentGamesValueSchema,
  }),
  getPvpRooms: defineEndpoint({
    ...ENDPOINT_ROUTES.getPvpRooms,
    request: pvpRoomsRequestSchema,
    response: pvpRoomsValueSchema,
  }),
  launchGame: defineEndpoint({
    ...ENDPOINT_ROUTES.launchGame,
    request: launchGameRequestSchema,
    response: launchGameValueSchema,
  }),
  closeGame: defineEndpoint({
    ...ENDPOINT_ROUTES.closeGame,
    request: closeGameRequestSchema,
    response: closeGameValueSchema,
  }),

  // --- in-house games ---
  startInhouseSession: defineEndpoint({
    ...ENDPOINT_ROUTES.startInhouseSession,
    request: startInhouseSessionRequestSchema,
    response: inhouseSessionValueSchema,
  }),
  spinInhouseSlot: defineEndpoint({
    ...ENDPOINT_ROUTES.spinInhouseSlot,
    request: slotSpinRequestSchema,
    response: roundValueSchema,
  }),
  rollInhouseDice: defineEndpoint({
    ...ENDPOINT_ROUTES.rollInhouseDice,
    request: diceRollRequestSchema,
    response: roundValueSchema,
  }),
  getInhouseRound: defineEndpoint({
    ...ENDPOINT_ROUTES.getInhouseRound,
    request: inhouseRoundRequestSchema,
    response: inhouseRoundValueSchema,
  }),
  rotateInhouseSeed: defineEndpoint({
    ...ENDPOINT_ROUTES.rotateInhouseSeed,
    request: rotateSeedRequestSchema,
    response: rotateSeedValueSchema,
  }),
  getRankList: defineEndpoint({
    ...ENDPOINT_ROUTES.getRankList,
    request: rankListRequestSchema,
    response: rankListValueSchema,
  }),

  // --- lottery ---
  getLotteryMenus: defineEndpoint({
    ...ENDPOINT_ROUTES.getLotteryMenus,
    request: lotteryMenusRequestSchema,
    response: lotteryMenusValueSchema,
  }),
  getVnLotteryMenu: defineEndpoint({
    ...ENDPOINT_ROUTES.getVnLotteryMenu,
    request: vnLotteryMenuRequestSchema,
    response: lotteryMenusValueSchema,
  }),
  getVnLotteryRecent: defineEndpoint({
    ...ENDPOINT_ROUTES.getVnLotteryRecent,
    request: vnLotteryRecentRequestSchema,
    response: vnLotteryRecentValueSchema,
  }),
  getPopularLotteries: defineEndpoint({
    ...ENDPOINT_ROUTES.getPopularLotteries,
    request: popularLotteryRequestSchema,
    response: popularLotteryValueSchema,
  }),
  getVnOpenedNumbers: defineEndpoint({
    ...ENDPOINT_ROUTES.getVnOpenedNumbers,
    request: vnOpenedNumbersRequestSchema,
    response: lotteryResultsValueSchema,
  }),
  getOpenedNumero: defineEndpoint({
    ...ENDPOINT_ROUTES.getOpenedNumero,
    request: openedNumeroRequestSchema,
    response: lotteryResultsValueSchema,
  }),
  launchLottery: defineEndpoint({
    ...ENDPOINT_ROUTES.launchLottery,
    request: launchLotteryRequestSchema,
    response: launchLotteryValueSchema,
  }),
  getLotteryIssue: defineEndpoint({
    ...ENDPOINT_ROUTES.getLotteryIssue,
    request: currentIssueRequestSchema,
    response: currentIssueValueSchema,
  }),
  placeLotteryBets: defineEndpoint({
    ...ENDPOINT_ROUTES.placeLotteryBets,
    request: placeLotteryBetsRequestSchema,
    response: placeLotteryBetsValueSchema,
  }),
  getLotteryBets: defineEndpoint({
    ...ENDPOINT_ROUTES.getLotteryBets,
    request: lotteryBetsRequestSchema,
    response: lotteryBetsValueSchema,
  }),
  verifyLotteryDraw: defineEndpoint({
    ...ENDPOINT_ROUTES.verifyLotteryDraw,
    request: verifyLotteryDrawRequestSchema,
    response: verifyLotteryDrawValueSchema,
  }),

  // --- wallet and payments ---
  getDepositMethods: defineEndpoint({
    ...ENDPOINT_ROUTES.getDepositMethods,
    request: emptyRequestSchema,
    response: depositMethodsValueSchema,
  }),
  createDeposit: defineEndpoint({
    ...ENDPOINT_ROUTES.createDeposit,
    request: createDepositRequestSchema,
    response: createDepositValueSchema,
  }),
  getDepositOrders: defineEndpoint({
    ...ENDPOINT_ROUTES.getDepositOrders,
    request: depositOrdersRequestSchema,
    response: depositOrdersValueSchema,
  }),
  getWithdrawSettings: defineEndpoint({
    ...ENDPOINT_ROUTES.getWithdrawSettings,
    request: emptyRequestSchema,
    response: withdrawSettingsValueSchema,
  }),
  bindPayee: defineEndpoint({ ...ENDPOINT_ROUTES.bindPayee, request: bindPayeeRequestSchema, response: payeeSchema }),
  setPaymentPassword: defineEndpoint({
    ...ENDPOINT_ROUTES.setPaymentPassword,
    request: setPaymentPasswordRequestSchema,
    response: emptyValueSchema,
  }),
  requestWithdrawal: defineEndpoint({
    ...ENDPOINT_ROUTES.requestWithdrawal,
    request: requestWithdrawalRequestSchema,
    response: withdrawalSchema,
  }),
  getWithdrawals: defineEndpoint({
    ...ENDPOINT_ROUTES.getWithdrawals,
    request: withdrawalsRequestSchema,
    response: withdrawalsValueSchema,
  }),
  uploadWithdrawalProof: defineEndpoint({
    ...ENDPOINT_ROUTES.uploadWithdrawalProof,
    request: uploadProofRequestSchema,
    response: uploadProofValueSchema,
  }),
  confirmWithdrawal: defineEndpoint({
    ...ENDPOINT_ROUTES.confirmWithdrawal,
    request: confirmWithdrawalRequestSchema,
    response: withdrawalSchema,
  }),
  getMerchantWallet: defineEndpoint({
    ...ENDPOINT_ROUTES.getMerchantWallet,
    request: merchantWalletRequestSchema,
    response: merchantWalletValueSchema,
  }),
  walletTransfer: defineEndpoint({
    ...ENDPOINT_ROUTES.walletTransfer,
    request: walletTransferRequestSchema,
    response: walletTransferValueSchema,
  }),
  getDownlines: defineEndpoint({
    ...ENDPOINT_ROUTES.getDownlines,
    request: downlinesRequestSchema,
    response: downlinesValueSchema,
  }),
  transferToDownline: defineEndpoint({
    ...ENDPOINT_ROUTES.transferToDownline,
    request: downlineTransferRequestSchema,
    response: memberTransferValueSchema,
  }),
  transferToUpline: defineEndpoint({
    ...ENDPOINT_ROUTES.transferToUpline,
    request: uplineTransferRequestSchema,
    response: memberTransferValueSchema,
  }),

  // --- points mall ---
  getPointBalance: defineEndpoint({
    ...ENDPOINT_ROUTES.getPointBalance,
    request: emptyRequestSchema,
    response: pointBalanceValueSchema,
  }),
  getPointConfig: defineEndpoint({
    ...ENDPOINT_ROUTES.getPointConfig,
    request: emptyRequestSchema,
    response: pointConfigValueSchema,
  }),
  getPointRewards: defineEndpoint({
    ...ENDPOINT_ROUTES.getPointRewards,
    request: emptyRequestSchema,
    response: pointRewardsValueSchema,
  }),
  redeemPointReward: defineEndpoint({
    ...ENDPOINT_ROUTES.redeemPointReward,
    request: redeemPointRewardRequestSchema,
    response: redeemPointValueSchema,
  }),
  getRedeemPointList: defineEndpoint({
    ...ENDPOINT_ROUTES.getRedeemPointList,
    request: redeemListRequestSchema,
    response: redeemListValueSchema,
  }),
  getPointTransactions: defineEndpoint({
    ...ENDPOINT_ROUTES.getPointTransactions,
    request: pointTransactionsRequestSchema,
    response: pointTransactionsValueSchema,
  }),
  convertPoint: defineEndpoint({
    ...ENDPOINT_ROUTES.convertPoint,
    request: convertPointRequestSchema,
    response: convertPointValueSchema,
  }),
  getPromotions: defineEndpoint({
    ...ENDPOINT_ROUTES.getPromotions,
    request: promotionsRequestSchema,
    response: promotionsValueSchema,
  }),
  getPromotionDetail: defineEndpoint({
    ...ENDPOINT_ROUTES.getPromotionDetail,
    request: promotionDetailRequestSchema,
    response: promotionDetailValueSchema,
  }),
  getMyActivities: defineEndpoint({
    ...ENDPOINT_ROUTES.getMyActivities,
    request: emptyRequestSchema,
    response: myActivitiesValueSchema,
  }),
  joinPromotion: defineEndpoint({
    ...ENDPOINT_ROUTES.joinPromotion,
    request: joinPromotionRequestSchema,
    response: activityValueSchema,
  }),
  uploadActivityImage: defineEndpoint({
    ...ENDPOINT_ROUTES.uploadActivityImage,
    request: uploadActivityImageRequestSchema,
    response: uploadActivityImageValueSchema,
  }),
  applyActivity: defineEndpoint({
    ...ENDPOINT_ROUTES.applyActivity,
    request: applyActivityRequestSchema,
    response: activityValueSchema,
  }),
  claimRafflePromotion: defineEndpoint({
    ...ENDPOINT_ROUTES.claimRafflePromotion,
    request: claimRaffleRequestSchema,
    response: claimRaffleValueSchema,
  }),

  // --- missions ---
  getMissionSummary: defineEndpoint({
    ...ENDPOINT_ROUTES.getMissionSummary,
    request: missionSummaryRequestSchema,
    response: missionSummaryValueSchema,
  }),
  getMissionLeaderboard: defineEndpoint({
    ...ENDPOINT_ROUTES.getMissionLeaderboard,
    request: missionLeaderboardRequestSchema,
    response: missionLeaderboardValueSchema,
  }),

  // --- member centre records ---
  getBettingRecords: defineEndpoint({
    ...ENDPOINT_ROUTES.getBettingRecords,
    request: bettingRecordsRequestSchema,
    response: bettingRecordsValueSchema,
  }),
  getTransactions: defineEndpoint({
    ...ENDPOINT_ROUTES.getTransactions,
    request: transactionsRequestSchema,
    response: transactionsValueSchema,
  }),
  getPersonalProfit: defineEndpoint({
    ...ENDPOINT_ROUTES.getPersonalProfit,
    request: profitRequestSchema,
    response: profitValueSchema,
  }),
  getBonuses: defineEndpoint({
    ...ENDPOINT_ROUTES.getBonuses,
    request: bonusesRequestSchema,
    response: bonusesValueSchema,
  }),
  getRewards: defineEndpoint({
    ...ENDPOINT_ROUTES.getRewards,
    request: rewardsRequestSchema,
    response: rewardsValueSchema,
  }),
  claimReward: defineEndpoint({
    ...ENDPOINT_ROUTES.claimReward,
    request: claimRewardRequestSchema,
    response: claimRewardValueSchema,
  }),
  getReferral: defineEndpoint({
    ...ENDPOINT_ROUTES.getReferral,
    request: referralRequestSchema,
    response: referralValueSchema,
  }),
  getMessages: defineEndpoint({
    ...ENDPOINT_ROUTES.getMessages,
    request: messagesRequestSchema,
    response: messagesValueSchema,
  }),
  readMessages: defineEndpoint({
    ...ENDPOINT_ROUTES.readMessages,
    request: readMessagesRequestSchema,
    response: emptyValueSchema,
  }),
  getUnreadCount: defineEndpoint({
    ...ENDPOINT_ROUTES.getUnreadCount,
    request: emptyRequestSchema,
    response: unreadCountValueSchema,
  }),
  // --- agent centre ---
  getAgentConsolidated: defineEndpoint({
    ...ENDPOINT_ROUTES.getAgentConsolidated,
    request: emptyRequestSchema,
    response: consolidatedValueSchema,
  }),
  getDividendContract: defineEndpoint({
    ...ENDPOINT_ROUTES.getDividendContract,
    request: contractsRequestSchema,
    response: contractsValueSchema,
  }),
  processDividendContract: defineEndpoint({
    ...ENDPOINT_ROUTES.processDividendContract,
    request: contractActionRequestSchema,
    response: contractActionValueSchema,
  }),
  getDailySalaryContract: defineEndpoint({
    ...ENDPOINT_ROUTES.getDailySalaryContract,
    request: contractsRequestSchema,
    response: contractsValueSchema,
  }),
  processDailySalaryContract: defineEndpoint({
    ...ENDPOINT_ROUTES.processDailySalaryContract,
    request: contractActionRequestSchema,
    response: contractActionValueSchema,
  }),
  getHourlySalaryContract: defineEndpoint({
    ...ENDPOINT_ROUTES.getHourlySalaryContract,
    request: contractsRequestSchema,
    response: contractsValueSchema,
  }),
  processHourlySalaryContract: defineEndpoint({
    ...ENDPOINT_ROUTES.processHourlySalaryContract,
    request: contractActionRequestSchema,
    response: contractActionValueSchema,
  }),
  getRealtimeSalaryContract: defineEndpoint({
    ...ENDPOINT_ROUTES.getRealtimeSalaryContract,
    request: contractsRequestSchema,
    response: contractsValueSchema,
  }),
  processRealtimeSalaryContract: defineEndpoint({
    ...ENDPOINT_ROUTES.processRealtimeSalaryContract,
    request: contractActionRequestSchema,
    response: contractActionValueSchema,
  }),
  getAgentTeamOverview: defineEndpoint({
    ...ENDPOINT_ROUTES.getAgentTeamOverview,
    request: teamOverviewRequestSchema,
    response: teamOverviewValueSchema,
  }),
  getAgentTeamMembers: defineEndpoint({
    ...ENDPOINT_ROUTES.getAgentTeamMembers,
    request: teamMembersRequestSchema,
    response: teamMembersValueSchema,
  }),
  registerDownline: defineEndpoint({
    ...ENDPOINT_ROUTES.registerDownline,
    request: registerDownlineRequestSchema,
    response: registerDownlineValueSchema,
  }),
  getAgentTeamBetting: defineEndpoint({
    ...ENDPOINT_ROUTES.getAgentTeamBetting,
    request: teamBettingRequestSchema,
    response: teamBettingValueSchema,
  }),
  getAgentMemberProfitLoss: defineEndpoint({
    ...ENDPOINT_ROUTES.getAgentMemberProfitLoss,
    request: memberProfitLossRequestSchema,
    response: memberProfitLossValueSchema,
  }),
  getAgentIncome: defineEndpoint({
    ...ENDPOINT_ROUTES.getAgentIncome,
    request: agentIncomeRequestSchema,
    response: agentIncomeValueSchema,
  }),
  getAgentTeamTransactions: defineEndpoint({
    ...ENDPOINT_ROUTES.getAgentTeamTransactions,
    request: teamTransactionsRequestSchema,
    response: teamTransactionsValueSchema,
  }),
  getAgentSettlements: defineEndpoint({
    ...ENDPOINT_ROUTES.getAgentSettlements,
    request: agentSettlementsRequestSchema,
    response: agentSettlementsValueSchema,
  }),
  // --- customer service and live chat ---
  getServiceConfig: defineEndpoint({
    ...ENDPOINT_ROUTES.getServiceConfig,
    request: emptyRequestSchema,
    response: serviceConfigValueSchema,
  }),
  getChatUrl: defineEndpoint({
    ...ENDPOINT_ROUTES.getChatUrl,
    request: chatUrlRequestSchema,
    response: chatUrlValueSchema,
  }),
  getChatUnreadCount: defineEndpoint({
    ...ENDPOINT_ROUTES.getChatUnreadCount,
    request: emptyRequestSchema,
    response: chatUnreadValueSchema,
  }),
  getChatMessages: defineEndpoint({
    ...ENDPOINT_ROUTES.getChatMessages,
    request: chatHistoryRequestSchema,
    response: chatHistoryValueSchema,
  }),
  sendChatMessage: defineEndpoint({
    ...ENDPOINT_ROUTES.sendChatMessage,
    request: sendChatMessageRequestSchema,
    response: chatMessageValueSchema,
  }),
  sendChatImage: defineEndpoint({
    ...ENDPOINT_ROUTES.sendChatImage,
    request: sendChatImageRequestSchema,
    response: chatMessageValueSchema,
  }),
  readChatMessages: defineEndpoint({
    ...ENDPOINT_ROUTES.readChatMessages,
    request: readChatRequestSchema,
    response: readChatValueSchema,
  }),
  verifyLogin: defineEndpoint({
    ...ENDPOINT_ROUTES.verifyLogin,
    request: verifyLoginRequestSchema,
    response: loginValueSchema,
  }),
  resendLoginCode: defineEndpoint({
    ...ENDPOINT_ROUTES.resendLoginCode,
    request: resendLoginCodeRequestSchema,
    response: loginChallengeSchema,
  }),
  getAuthenticator: defineEndpoint({
    ...ENDPOINT_ROUTES.getAuthenticator,
    request: emptyRequestSchema,
    response: authenticatorStatusValueSchema,
  }),
  startAuthenticatorBinding: defineEndpoint({
    ...ENDPOINT_ROUTES.startAuthenticatorBinding,
    request: emptyRequestSchema,
    response: authenticatorBindingValueSchema,
  }),
  confirmAuthenticatorBinding: defineEndpoint({
    ...ENDPOINT_ROUTES.confirmAuthenticatorBinding,
    request: confirmAuthenticatorRequestSchema,
    response: recoveryCodesValueSchema,
  }),
  unbindAuthenticator: defineEndpoint({
    ...ENDPOINT_ROUTES.unbindAuthenticator,
    request: unbindAuthenticatorRequestSchema,
    response: emptyValueSchema,
  }),
  getActiveSessions: defineEndpoint({
    ...ENDPOINT_ROUTES.getActiveSessions,
    request: emptyRequestSchema,
    response: activeSessionsValueSchema,
  }),
  endSession: defineEndpoint({
    ...ENDPOINT_ROUTES.endSession,
    request: endSessionRequestSchema,
    response: endedSessionsValueSchema,
  }),
  endOtherSessions: defineEndpoint({
    ...ENDPOINT_ROUTES.endOtherSessions,
    request: emptyRequestSchema,
    response: endedSessionsValueSchema,
  }),
  // --- passkeys ---
  getPasskeys: defineEndpoint({
    ...ENDPOINT_ROUTES.getPasskeys,
    request: emptyRequestSchema,
    response: passkeysValueSchema,
  }),
  passkeyRegistrationOptions: defineEndpoint({
    ...ENDPOINT_ROUTES.passkeyRegistrationOptions,
    request: emptyRequestSchema,
    response: passkeyRegistrationOptionsSchema,
  }),
  registerPasskey: defineEndpoint({
    ...ENDPOINT_ROUTES.registerPasskey,
    request: registerPasskeyRequestSchema,
    response: passkeySchema,
  }),
  renamePasskey: defineEndpoint({
    ...ENDPOINT_ROUTES.renamePasskey,
    request: renamePasskeyRequestSchema,
    response: passkeySchema,
  }),
  removePasskey: defineEndpoint({
    ...ENDPOINT_ROUTES.removePasskey,
    request: removePasskeyRequestSchema,
    response: emptyValueSchema,
  }),
  passkeyLoginOptions: defineEndpoint({
    ...ENDPOINT_ROUTES.passkeyLoginOptions,
    request: emptyRequestSchema,
    response: passkeyLoginOptionsSchema,
  }),
  passkeyLogin: defineEndpoint({
    ...ENDPOINT_ROUTES.passkeyLogin,
    request: passkeyLoginRequestSchema,
    response: loginValueSchema,
  }),
  // --- responsible gaming ---
  getResponsibleGaming: defineEndpoint({
    ...ENDPOINT_ROUTES.getResponsibleGaming,
    request: emptyRequestSchema,
    response: responsibleGamingValueSchema,
  }),
  setGamingLimit: defineEndpoint({
    ...ENDPOINT_ROUTES.setGamingLimit,
    request: setGamingLimitRequestSchema,
    response: responsibleGamingValueSchema,
  }),
  cancelGamingLimitRaise: defineEndpoint({
    ...ENDPOINT_ROUTES.cancelGamingLimitRaise,
    request: cancelGamingLimitRaiseRequestSchema,
    response: responsibleGamingValueSchema,
  }),
  setRealityCheck: defineEndpoint({
    ...ENDPOINT_ROUTES.setRealityCheck,
    request: setRealityCheckRequestSchema,
    response: responsibleGamingValueSchema,
  }),
  getRealityCheck: defineEndpoint({
    ...ENDPOINT_ROUTES.getRealityCheck,
    request: emptyRequestSchema,
    response: realityCheckValueSchema,
  }),
  startTimeOut: defineEndpoint({
    ...ENDPOINT_ROUTES.startTimeOut,
    request: startTimeOutRequestSchema,
    response: rgUntilValueSchema,
  }),
  selfExclude: defineEndpoint({
    ...ENDPOINT_ROUTES.selfExclude,
    request: selfExcludeRequestSchema,
    response: rgUntilValueSchema,
  }),
  // --- social sign-in (OpenID Connect) ---
  listSocialProviders: defineEndpoint({
    ...ENDPOINT_ROUTES.listSocialProviders,
    request: emptyRequestSchema,
    response: socialProvidersValueSchema,
  }),
  startSocialSignIn: defineEndpoint({
    ...ENDPOINT_ROUTES.startSocialSignIn,
    request: startSocialSignInRequestSchema,
    response: startSocialSignInValueSchema,
  }),
  completeSocialSignIn: defineEndpoint({
    ...ENDPOINT_ROUTES.completeSocialSignIn,
    request: completeSocialSignInRequestSchema,
    response: loginValueSchema,
  }),
  linkSocialIdentity: defineEndpoint({
    ...ENDPOINT_ROUTES.linkSocialIdentity,
    request: linkSocialIdentityRequestSchema,
    response: loginValueSchema,
  }),
} as const satisfies Record<EndpointName, EndpointDefinition>;

export type Endpoints = typeof endpoints;
/** What the client sends (before the schema's coercions and defaults). */
export type EndpointRequest<N extends EndpointName> = z.input<Endpoints[N]['request']>;
/** What the server handler receives (after parsing). */
export type EndpointPayload<N extends EndpointName> = z.output<Endpoints[N]['request']>;
/** The envelope's `value` on success. */
export type EndpointValue<N extends EndpointName> = z.output<Endpoints[N]['response']>;
