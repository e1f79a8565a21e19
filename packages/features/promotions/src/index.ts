// Public API of @portal/feature-promotions: the promotions list (/promotions: the new-player
// carousel, category tabs, cards with the member's state) and a promotion's detail (/promotions/:id:
// terms, join, apply with remark and images, raffle claim, referral) on @portal/api's promotions
// domain. The app passes login state, the login guard, the member centre's referral page and its
// routes in with PromotionsHostProvider and wraps the screens in PromotionsTexts (the `promotions`
// namespace loads with them, not at start).

// --- host (what the app provides) ---
export {
  DEFAULT_PROMOTION_PATHS,
  PromotionsHostProvider,
  usePromotionsHost,
  type PromotionsHost,
} from './shared/promotions-host';

// --- screens ---
export { PromotionsList, type PromotionsListProps } from './list/promotions-list';
export { PromotionDetail, type PromotionDetailProps } from './detail/promotion-detail';

// --- translations ---
export {
  PROMOTIONS_NAMESPACE,
  PROMOTIONS_NAMESPACES,
  promotionsNamespace,
  promotionsResources,
  type PromotionsResources,
} from './promotions-namespace';
export { PromotionsTexts, type PromotionsTextsProps, type PromotionsTextOverrides } from './shared/promotions-texts';
export { PROMOTIONS_ERROR_CODES, PROMOTIONS_ERROR_TEXTS } from './shared/error-message';
