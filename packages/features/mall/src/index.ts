// Public API of @portal/feature-mall: the points mall screen (/pointMall) on the platform's points
// calls (@portal/api's points domain): balance and ratio, rewards redeemed with the password, the
// redeem history, the points details by type and the conversion into balance. The app passes login
// state and the login guard in with MallHostProvider and wraps the screen in MallTexts (the `mall`
// namespace loads with it, not at start).

// --- host (what the app provides) ---
export { MallHostProvider, useMallHost, type MallHost } from './shared/mall-host';

// --- screens ---
export { PointsMall, type PointsMallProps } from './screens/points-mall';

// --- translations ---
export { MALL_NAMESPACE, MALL_NAMESPACES, mallNamespace, mallResources, type MallResources } from './mall-namespace';
export { MallTexts, type MallTextsProps, type MallTextOverrides } from './shared/mall-texts';
export { MALL_ERROR_CODES, MALL_ERROR_TEXTS } from './shared/error-message';
