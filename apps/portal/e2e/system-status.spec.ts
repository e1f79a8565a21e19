// The IP-restriction page (spec: system status; server README, GEO_COUNTRY_HEADER): a visitor whose
// country the CDN reports as one of the tenant's blocked countries (US, KP) gets the restriction
// page with the IP and country instead of the portal, and a Contact Us button for customer service.
// (Maintenance is global for a tenant: its tests are in maintenance.spec.ts, run alone.)
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { textsOf } from './support/auth-ui';
import { AURORA, LOTUS, type E2eTenant } from './support/tenants';
import { fill } from './support/texts';

/** A documentation address (RFC 5737), as the trusted proxy would forward it. */
const VISITOR_IP = '203.0.113.7';

async function visitorFrom(browser: Browser, country: string): Promise<BrowserContext> {
  return browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': country, 'x-forwarded-for': VISITOR_IP } });
}

/** The customer-service chat opens in its own small window; answered here, the machine has no network. */
async function expectContactUsOpensChat(context: BrowserContext, tenant: E2eTenant, click: () => Promise<void>) {
  await context.route(`${tenant.customerServiceUrl}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
  );
  const chat = context.waitForEvent('page');
  await click();
  const opened = await chat;
  await expect.poll(() => opened.url()).toBe(tenant.customerServiceUrl);
  await opened.close();
}

for (const [tenant, country] of [
  [AURORA, 'US'],
  [LOTUS, 'KP'],
] as const) {
  test(`${tenant.id}: a visitor from ${country} gets the IP-restriction page with the IP and country`, async ({
    browser,
  }) => {
    const { auth } = textsOf(tenant);
    const context = await visitorFrom(browser, country);
    const page = await context.newPage();
    await page.goto(`${tenant.origin}/rng`);
    await expect(page.getByRole('heading', { level: 1, name: auth.systemStatus.region.title })).toBeVisible();
    await expect(page.getByText(auth.systemStatus.region.message)).toBeVisible();
    await expect(page.getByText(fill(auth.systemStatus.region.ip, { ip: VISITOR_IP }))).toBeVisible();
    await expect(page.getByText(fill(auth.systemStatus.region.country, { country }))).toBeVisible();
    // Nothing of the portal: no header with login, no side menu.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: textsOf(tenant).shell.sideMenu.label })).toHaveCount(0);
    await expectContactUsOpensChat(context, tenant, () =>
      page.getByRole('button', { name: auth.systemStatus.contactUs }).click(),
    );
    await context.close();
  });
}

test('a visitor from a country the tenant serves gets the portal', async ({ browser }) => {
  const context = await visitorFrom(browser, 'VN');
  const page = await context.newPage();
  await page.goto(`${AURORA.origin}/`);
  await expect(
    page.getByRole('banner').getByRole('button', { name: textsOf(AURORA).common.actions.logIn, exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: textsOf(AURORA).auth.systemStatus.region.title }),
  ).toHaveCount(0);
  await context.close();
});
