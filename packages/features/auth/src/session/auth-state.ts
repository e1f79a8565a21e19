// The names the auth state is made of: which modal is open, which notice, which personal-centre
// page. Kept apart from the slice so components and tests can import the lists without the reducer.

/** The auth modals AuthModals renders; one at a time. */
export const AUTH_MODALS = [
  'login',
  'register',
  'forgotPassword',
  'changePassword',
  'afterLogin',
  'registerSuccess',
  'mobileRegisterNotice',
] as const;
export type AuthModal = (typeof AUTH_MODALS)[number];

/** The two ways to recover a password (spec §2): by e-mail, or by phone with an SMS code. */
export type RecoveryMethod = 'email' | 'phone';

/** Warnings shown to a trial (type 4) account that tries a real-account feature (spec §6, §8). */
export type AuthNotice = 'needRealAccount' | 'completeInformation';

/** Personal-centre pages by the platform's page keys (spec §2), in menu order. */
export const PERSONAL_CENTER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  // issue 25: limits, reality check, time-out, self-exclusion (@portal/feature-member's page)
  'responsibleGaming',
] as const;
export type PersonalCenterPage = (typeof PERSONAL_CENTER_PAGES)[number];

/** The member centre opens on "my account" (spec §2). */
export const DEFAULT_PERSONAL_CENTER_PAGE: PersonalCenterPage = 'securityCenter';

export function isPersonalCenterPage(value: unknown): value is PersonalCenterPage {
  return typeof value === 'string' && (PERSONAL_CENTER_PAGES as readonly string[]).includes(value);
}
