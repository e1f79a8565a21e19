// The session as the platform keeps it in sessionStorage (spec §3): token, account, merchant keys,
// isAgent (stored as the number 1 or 0), customerId and the member label with its colours. The
// token lives here only — never in localStorage, a cookie or a URL we make.
import {
  isAgentType,
  MERCHANT_SESSION_KEYS,
  SESSION_STORAGE_KEYS,
  type LoginValue,
  type MemberInfoValue,
} from '@portal/contracts';

/**
 * Fired on window whenever this tab stores or clears the token (the `storage` event only reaches
 * other tabs). The app shell listens to it (apps/portal session seam).
 */
export const SESSION_TOKEN_CHANGED_EVENT = 'portal:session-token-changed';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage can be unavailable (privacy modes, sandboxed frames): behave as a visitor.
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // A full or blocked storage must not break the login itself.
  }
}

function announceTokenChange(): void {
  globalThis.dispatchEvent?.(new Event(SESSION_TOKEN_CHANGED_EVENT));
}

/** The token for `Authorization` (the app passes this to configurePortalApi as getToken). */
export function getSessionToken(): string | null {
  return read(SESSION_STORAGE_KEYS.token) || null;
}

export interface StoredSession {
  token: string | null;
  account: string | null;
  merchant: string | null;
  merchantCode: string | null;
  isAgent: boolean;
  customerId: number | null;
  /** The member's first label and its colours, as the member info gave them. */
  memberLabel: { name: string; textColor: string | null; bgColor: string | null } | null;
}

/** What a reload finds: the session survives a reload of the tab, as sessionStorage does. */
export function readStoredSession(): StoredSession {
  const customerId = Number(read(SESSION_STORAGE_KEYS.customerId));
  const label = read(SESSION_STORAGE_KEYS.memberLabel);
  return {
    token: getSessionToken(),
    account: read(SESSION_STORAGE_KEYS.account),
    merchant: read(SESSION_STORAGE_KEYS.merchant),
    merchantCode: read(SESSION_STORAGE_KEYS.merchantCode),
    isAgent: read(SESSION_STORAGE_KEYS.isAgent) === '1',
    customerId: Number.isInteger(customerId) && customerId > 0 ? customerId : null,
    memberLabel: label
      ? {
          name: label,
          textColor: read(SESSION_STORAGE_KEYS.memberLabelTextColor),
          bgColor: read(SESSION_STORAGE_KEYS.memberLabelBgColor),
        }
      : null,
  };
}

/** Stores the keys a login answer gives. The merchant key is the tenant's and is kept when present. */
export function storeLoginSession(value: LoginValue): void {
  write(SESSION_STORAGE_KEYS.token, value.token);
  write(SESSION_STORAGE_KEYS.account, value.userName);
  write(SESSION_STORAGE_KEYS.merchantCode, value.merchantCode);
  if (!read(SESSION_STORAGE_KEYS.merchant)) write(SESSION_STORAGE_KEYS.merchant, value.merchantCode);
  // Agent status derives from the member type (spec §4), as in the slice.
  write(SESSION_STORAGE_KEYS.isAgent, isAgentType(value.type) ? '1' : '0');
  write(SESSION_STORAGE_KEYS.customerId, String(value.id));
  announceTokenChange();
}

/** A token alone (the URL token login): the rest arrives with the member info. */
export function storeSessionToken(token: string): void {
  write(SESSION_STORAGE_KEYS.token, token);
  announceTokenChange();
}

/** Keeps the keys that come with the member info (account, agent flag, id, first member label). */
export function storeMemberInfo(info: MemberInfoValue, isAgent: boolean): void {
  write(SESSION_STORAGE_KEYS.account, info.account);
  write(SESSION_STORAGE_KEYS.isAgent, isAgent ? '1' : '0');
  write(SESSION_STORAGE_KEYS.customerId, String(info.id));
  const label = info.memberLabel[0];
  if (label) {
    write(SESSION_STORAGE_KEYS.memberLabel, label.labelName);
    write(SESSION_STORAGE_KEYS.memberLabelTextColor, label.textColor);
    write(SESSION_STORAGE_KEYS.memberLabelBgColor, label.bgColor);
  }
}

/** Clears sessionStorage but the merchant keys (spec §4, logout). */
export function clearSessionStorage(): void {
  const store = storage();
  if (!store) return;
  const kept = MERCHANT_SESSION_KEYS.map((key) => [key, read(key)] as const);
  try {
    store.clear();
  } catch {
    return;
  }
  for (const [key, value] of kept) if (value !== null) write(key, value);
  announceTokenChange();
}
