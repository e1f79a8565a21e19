// A signed-in page for tests about what members see, and what the session leaves in the browser.
import { expect, type Page } from '@playwright/test';
import { expectMemberBar, loginLinkNotice, textsOf } from './auth-ui';
import { Platform, type NewAccount } from './platform';
import type { E2eTenant } from './tenants';
import { fill } from './texts';

/**
 * A page with a signed-in member, for tests about what members see: a fresh account (registered
 * through the platform, no shared demo account, so parallel tests never end each other's session)
 * logged in through the platform and handed to the portal by a login link (`/?token=<one-time
 * code>`, the spec's URL login). The welcome popup does not show for a URL login; the notice naming
 * the account does, and is closed here.
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
    const code = await client.loginLink(token);
    const separator = path.includes('?') ? '&' : '?';
    await page.goto(`${tenant.origin}${path}${separator}token=${encodeURIComponent(code)}`);
    await expectMemberBar(page, tenant, account.username);
    const notice = loginLinkNotice(page, tenant);
    await expect(notice).toContainText(
      fill(textsOf(tenant).auth.session.link.signedInAs, { userName: account.username }),
    );
    await notice.getByRole('button', { name: textsOf(tenant).common.actions.close }).click();
    await expect(notice).toHaveCount(0);
    return (await sessionStorageOf(page)).token as string;
  } finally {
    if (!platform) await client.dispose();
  }
}

/** Everything in the page's sessionStorage. */
export function sessionStorageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...sessionStorage }));
}
