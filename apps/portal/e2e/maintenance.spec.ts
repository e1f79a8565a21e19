// The maintenance page (spec: system status; PUT /dev/maintenance): while a tenant is under
// maintenance every visitor and member gets the maintenance page with its announced end time and a
// Contact Us button. Maintenance is global for the tenant, so this file runs in its own Playwright
// project after all the others (playwright.config.ts), its tests one after the other, and always
// switches maintenance off again.
import { expect, test } from '@playwright/test';
import { textsOf } from './support/auth-ui';
import { Platform } from './support/platform';
import { openAsMember } from './support/session';
import { AURORA, LOTUS, type E2eTenant } from './support/tenants';
import { fill } from './support/texts';

test.describe.configure({ mode: 'serial' });
// The end time shows in the browser's time zone: fixed here so the expected text is known.
test.use({ timezoneId: 'UTC' });

/** 2030-01-02 03:04:05 UTC. */
const END_TIME = Date.UTC(2030, 0, 2, 3, 4, 5);
const END_TIME_TEXT = '2030-01-02 03:04:05';

async function withMaintenance(tenant: E2eTenant, endTime: number | undefined, body: () => Promise<void>) {
  const platform = await Platform.connect(tenant);
  await platform.setMaintenance(true, endTime);
  try {
    await body();
  } finally {
    await platform.setMaintenance(false);
    await platform.dispose();
  }
}

test('aurora under maintenance: the page with its end time and Contact Us, and the portal back afterwards', async ({
  page,
  context,
}) => {
  const { auth, common } = textsOf(AURORA);
  await withMaintenance(AURORA, END_TIME, async () => {
    await page.goto(`${AURORA.origin}/register`);
    await expect(page.getByRole('heading', { level: 1, name: auth.systemStatus.maintenance.title })).toBeVisible();
    await expect(page.getByText(auth.systemStatus.maintenance.message)).toBeVisible();
    await expect(page.getByText(fill(auth.systemStatus.maintenance.endTime, { time: END_TIME_TEXT }))).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);

    await context.route(`${AURORA.customerServiceUrl}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
    );
    const chat = context.waitForEvent('page');
    await page.getByRole('button', { name: auth.systemStatus.contactUs }).click();
    const opened = await chat;
    await expect.poll(() => opened.url()).toBe(AURORA.customerServiceUrl);
    await opened.close();
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: auth.register.pageTitle })).toBeVisible();
  await expect(page.getByRole('heading', { name: auth.systemStatus.maintenance.title })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: common.actions.logIn, exact: true })).toBeVisible();
});

test('lotus under maintenance without an announced end: a member gets the page too, in Thai', async ({ page }) => {
  const { auth } = textsOf(LOTUS);
  const account = await openAsMember(page, LOTUS);
  await withMaintenance(LOTUS, undefined, async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: auth.systemStatus.maintenance.title })).toBeVisible();
    await expect(page.getByText(auth.systemStatus.maintenance.message)).toBeVisible();
    await expect(page.getByText(fill(auth.systemStatus.maintenance.endTime, { time: '' }).trim())).toHaveCount(0);
    await expect(page.getByRole('button', { name: auth.systemStatus.contactUs })).toBeVisible();
  });
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: account.username, exact: true })).toBeVisible();
});
