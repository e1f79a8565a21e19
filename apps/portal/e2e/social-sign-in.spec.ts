// Social sign-in end to end (issue 25), against the real platform and the local OpenID Connect
// provider the development server starts (oidc-provider on 127.0.0.1:4455, the issuer aurora's
// tenant.json names): "Continue with Google" in the login popup goes to the provider's sign-in
// page, a login there sends the browser back to /social/callback, and the portal comes back signed
// in with a new member's balance; a cancel at the provider comes back with the translated message.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { header, headerBalance, openLoginPopup, textsOf } from './support/auth-ui';
import { AURORA } from './support/tenants';

const tenant = AURORA;
const { auth, common } = textsOf(tenant);

test('signs in with Google (the local provider) from the login popup and comes back signed in', async ({ page }) => {
  await page.goto(tenant.origin);
  const dialog = await openLoginPopup(page, tenant);
  await dialog.getByRole('button', { name: auth.social.google }).click();

  // The provider's own sign-in page (oidc-provider's development page: any login).
  await expect(page).toHaveURL(/127\.0\.0\.1:4455\/interaction\//);
  await page.getByPlaceholder('Enter any login').fill(`e2e.${randomUUID().slice(0, 8)}@example.com`);
  await page.getByPlaceholder('and password').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  // Back on the portal: a new member, welcomed, with a balance in the header.
  const welcome = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: auth.afterLogin.start }) });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: auth.afterLogin.start }).click();
  await expect(page).toHaveURL(new RegExp(`^${tenant.origin}/?$`));
  expect(await headerBalance(page, tenant)).toBeGreaterThanOrEqual(0);
  await expect(header(page).getByRole('button', { name: common.actions.logIn, exact: true })).toHaveCount(0);
});

test('a cancel at the provider comes back with the translated message and the way back to log in', async ({ page }) => {
  await page.goto(tenant.origin);
  const dialog = await openLoginPopup(page, tenant);
  await dialog.getByRole('button', { name: auth.social.google }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:4455\/interaction\//);
  await page.getByRole('link', { name: '[ Cancel ]' }).click();

  await expect(page.getByRole('heading', { name: auth.social.failed })).toBeVisible();
  await expect(page.getByText(auth.serverErrors.socialProvider)).toBeVisible();
  await page.getByRole('button', { name: auth.social.backToLogin }).click();
  await expect(page).toHaveURL(/\/login$/);
});
