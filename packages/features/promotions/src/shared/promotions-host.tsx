// What the promotions need from the rest of the portal, passed in by the app (features do not import
// each other): whether a member is logged in (activities are the member's own), accounts' login
// guard (a visitor gets the login popup), opening the member centre's referral page, and the app's
// routes of the list and of one promotion (the links the cards, the carousel and "all promotions" use).
import { createContext, useContext, type ReactNode } from 'react';

export interface PromotionsHost {
  loggedIn: boolean;
  /** Runs `action` when logged in and returns true; otherwise opens the login popup and returns false. */
  requireLogin: (action?: () => void) => boolean;
  /** Opens the member centre on its referral page (invite friends). */
  openReferral: () => void;
  /** The route of the promotions list. */
  listPath: string;
  /** The route of one promotion's detail. */
  detailPath: (promotionId: string) => string;
}

export const DEFAULT_PROMOTION_PATHS: Pick<PromotionsHost, 'listPath' | 'detailPath'> = {
  listPath: '/promotions',
  detailPath: (promotionId) => `/promotions/${encodeURIComponent(promotionId)}`,
};

const VISITOR: PromotionsHost = {
  loggedIn: false,
  requireLogin: () => false,
  openReferral: () => undefined,
  ...DEFAULT_PROMOTION_PATHS,
};

const PromotionsHostContext = createContext<PromotionsHost>(VISITOR);

export function PromotionsHostProvider({ value, children }: { value: PromotionsHost; children: ReactNode }) {
  return <PromotionsHostContext.Provider value={value}>{children}</PromotionsHostContext.Provider>;
}

export function usePromotionsHost(): PromotionsHost {
  return useContext(PromotionsHostContext);
}
