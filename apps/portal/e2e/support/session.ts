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
    const { token } = await platform.login(account.username, account.password);
    const separator = path.includes('?') ? '&' : '?';
    await page.goto(`${tenant.origin}${path}${separator}token=${encodeURIComponent(token)}`);
    await expectMemberBar(page, tenant, account.username);
    return account;
  } finally {
    await platform.dispose();
  }
}

/** Everything in the page's sessionStorage. */
export function sessionStorageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...sessionStorage }));
}
