// The last merchant code a staff member logged in with, on this browser (never the username or the
// password): the login form starts with it.
const KEY = 'backoffice.merchantCode';

export function readLastMerchantCode(): string {
  try {
    return globalThis.localStorage?.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberMerchantCode(code: string): void {
  try {
    globalThis.localStorage?.setItem(KEY, code);
  } catch {
    // Not fatal: the staff member types it again next time.
  }
}
