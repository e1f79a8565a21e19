// The "verified identity" a self-exclusion follows across every tenant of the operator (every brand
// this platform serves): the account's mobile number in E.164 (unique per tenant, stored normalised
// by lib/phone.ts, and verified by an SMS code wherever the brand's registration asks for one) and
// its e-mail address, trimmed and lower-cased. An account with neither is excluded on its own.
import type { AccountRow } from '../../db/schema';

export interface AccountIdentity {
  mobile: string | null;
  email: string | null;
}

export function identityOf(account: Pick<AccountRow, 'mobile_number' | 'email'>): AccountIdentity {
  const email = account.email?.trim().toLowerCase();
  return { mobile: account.mobile_number || null, email: email || null };
}

/** The keys `rg_exclusions` is searched by: `mobile:<E.164>`, `email:<lower-cased>`. */
export function identityKeys(identity: AccountIdentity): string[] {
  return [
    ...(identity.mobile ? [`mobile:${identity.mobile}`] : []),
    ...(identity.email ? [`email:${identity.email}`] : []),
  ];
}

/** The key of an account without a mobile number or e-mail (and of every account the exclusion reached). */
export function accountKey(merchantCode: string, accountId: number): string {
  return `account:${merchantCode}:${accountId}`;
}
