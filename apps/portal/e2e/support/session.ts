// A signed-in page for tests about what members see, and what the session leaves in the browser.
import type { Page } from '@playwright/test';
import { expectMemberBar } from './auth-ui';
import { Platform, type NewAccount } from './platform';
import type { E2eTenant } from './tenants';

/**
 * A page with a signed-in member, for tests about what members see: a fresh account (registered
 * through the platform, no shared demo account, so parallel tests never end each other's session)
 * logged in through the platform, its token handed to the portal by the address (`/?token=`, the
 * spec's URL login). The welcome popup does not show for a URL login.
 */
export async function openAsMember(page: Page, tenant: E2eTenant, path = '/'): Promise<NewAccount> {
  const platform = await Platform.connect(tenant);
  try {
    const account = await platform.register();
    await openAs(page, tenant, account, path, platform);
    return account;
  } finally {
    await platform.dispose();
  }
}

/**
 * The same for an existing account (a demo one such as agent01: use each in one test only, a new
 * login ends the account's other session). Returns the token the page runs with.
 */
export async function openAs(
  page: Page,
  tenant: E2eTenant,
  account: { username: string; password: string },
  path = '/',
  platform?: Platform,
): Promise<string> {
  const client = platform ?? (await Platform.connect(tenant));
  try {
    const { token } = await client.login(account.username, account.password);
    const separator = path.includes('?') ? '&' : '?';
    await page.goto(`${tenant.origin}${path}${separator}token=${encodeURIComponent(token)}`);
    await expectMemberBar(page, tenant, account.username);
    return token;
  } finally {
    if (!platform) await client.dispose();
  }
}

/** Everything in the page's sessionStorage. */
export function sessionStorageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...sessionStorage }));
}
