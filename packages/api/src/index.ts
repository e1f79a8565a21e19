// Public API of @portal/api: one RTK Query api (`portalApi`), its domain endpoints and hooks,
// and the seam through which the app passes what calls need (configurePortalApi).
export { portalApi, callsOf, TAG_TYPES } from './base-api';
export { useStoreSelector } from './store-selector';
export { portalBaseQuery, executeCall, type EndpointCall, type CallResult } from './base-query';
export { configurePortalApi, getPortalApiConfig, type PortalApiConfig } from './config';
export { webCryptoCodec, type PayloadCodec, type EncodedPayload, type PublicPayloadKey } from './codec';
export { platformCodec } from './platform-codec';
export {
  CLIENT_ERROR_CODES,
  SESSION_ENDED_CODES,
  answerLost,
  isApiError,
  isSessionEnded,
  type ApiError,
} from './errors';
export {
  COMMON_ERROR_KEYS,
  UNKNOWN_ERROR_KEY,
  apiErrorMessage,
  retryAfterSecondsOf,
  type ApiErrorTexts,
  type TranslateError,
} from './error-message';
export { newRequestId, useRequestId, type RequestIds } from './request-id';
export * from './domains/session';
export * from './domains/member';
export * from './domains/system';
export * from './domains/games';
export * from './domains/lottery';
export * from './domains/wallet';
export * from './domains/records';
export * from './domains/points';
export * from './domains/promotions';
export * from './domains/missions';
export * from './domains/agent';
export * from './domains/support';
export * from './domains/second-factor';
export * from './domains/social-sign-in';
export * from './domains/responsible-gaming';
export * from './domains/passkeys';
export * from './domains/phone-verification';
export * from './support-socket';
export {
  systemStatusArgs,
  setDefaultModuleFlags,
  moduleFlagsFrom,
  systemStatusCode,
  selectModuleFlags,
  useSystemStatus,
  useModuleFlags,
  useModuleEnabled,
  useVisitorCountry,
  type SystemStatusCode,
  SystemStatusSubscription,
} from './module-flags';
