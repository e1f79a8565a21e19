// Writes each tenant's home page to docs/screenshots/<tenant>-home.png (committed, for the README).
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { newAccount, Platform } from './support/platform';
import { openAs } from './support/session';
import { TENANTS } from './support/tenants';

const SCREENSHOTS_DIR = join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots');

for (const tenant of TENANTS) {
  test(`screenshot of the ${tenant.id} home page`, async ({ page }) => {
    // A member's view: lotus forces login, and its home page is what this picture is for. The
    // member has a fixed name (each run starts on a fresh database) so the picture only changes
    // when the page does.
    if (tenant.forceLogin) {
      const platform = await Platform.connect(tenant);
      try {
        const account = await platform.register({ ...newAccount(tenant), username: `${tenant.id}fan` });
        await openAs(page, tenant, account, '/', platform);
      } finally {
        await platform.dispose();
      }
    } else await page.goto(`${tenant.origin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The first banner has loaded (lazy images load once visible).
    await expect(page.getByRole('region').first().locator('img').first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({
      path: join(SCREENSHOTS_DIR, `${tenant.id}-home.png`),
      fullPage: false,
      animations: 'disabled',
    });
  });
}
