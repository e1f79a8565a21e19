// Promotions belong to the brand, on a real platform: a content staff member edits a promotion's
// title in the back office, and the portal's /promotions lists the new title at once (the platform
// drops its cached list on the change). The promotion edited is Aurora's `newcomer-guide` (info:
// nobody joins it, and the promotions spec reads welcome-bonus and the apply and raffle ones).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { BACK_OFFICE_TEXTS as bo, editContentTitle, openBackOfficeAs } from './support/back-office';
import { AURORA } from './support/tenants';

interface SeedPromotion {
  id: string;
  title: Record<string, string>;
}

test('content edits a promotion title in the back office; the portal’s /promotions shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tenant = AURORA;
  const file = join(import.meta.dirname, '..', '..', '..', 'tenants', tenant.id, 'seed', 'promotions.json');
  const promotions = (JSON.parse(readFileSync(file, 'utf8')) as { promotions: SeedPromotion[] }).promotions;
  const before = promotions.find((p) => p.id === 'newcomer-guide')!.title[tenant.defaultLanguage]!;
  const after = `${before} (updated ${Date.now() % 100_000})`;

  // The portal's list first, so its cached copy exists when the edit lands.
  await page.goto(`${tenant.origin}/promotions`);
  await expect(page.getByRole('link', { name: before, exact: true }).first()).toBeVisible();

  const content = await openBackOfficeAs(browser, tenant, 'content');
  try {
    await editContentTitle(
      content,
      {
        nav: bo.nav.promotions,
        title: bo.promotions.title,
        caption: bo.promotions.caption,
        editTitle: bo.promotions.editTitle,
      },
      before,
      after,
    );
  } finally {
    await content.context().close();
  }

  await page.goto(`${tenant.origin}/promotions`);
  await expect(page.getByRole('link', { name: after, exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: before, exact: true })).toHaveCount(0);
});
