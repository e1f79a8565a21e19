// Public API of @portal/feature-member: the member centre's pages.

// --- record pages (betting and account records, profit and loss, bonuses, rewards, referral, messages, missions) ---
export * from './records';
