// Lotus forces login: a visitor without a session token lands on /login, except on the pages a
// visitor needs before having an account.
import { expect, test } from '@playwright/test';
import { openAsMember } from './support/session';
import { LOTUS } from './support/tenants';
import { AUTH_TEXTS, LOBBY_TEXTS, SHELL_TEXTS } from './support/texts';

const texts = SHELL_TEXTS.TH;
const loginTitle = AUTH_TEXTS.TH.login.title;

test('lotus sends a visitor to /login', async ({ page }) => {
  expect(LOTUS.forceLogin).toBe(true);
  for (const path of ['/', '/rng', '/promotions', '/no/such/page']) {
    await page.goto(`${LOTUS.origin}${path}`);
    await expect(page).toHaveURL(`${LOTUS.origin}/login`);
    await expect(page.getByRole('heading', { level: 1, name: loginTitle })).toBeVisible();
  }
});

test('lotus leaves registration, help centre and download open to visitors', async ({ page }) => {
  for (const [path, title] of [
    ['/register', AUTH_TEXTS.TH.register.pageTitle],
    ['/register.html', AUTH_TEXTS.TH.register.pageTitle],
    ['/helpmc', texts.screens.helpCentre.title],
    ['/download', texts.screens.download.title],
  ] as const) {
    await page.goto(`${LOTUS.origin}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(`${LOTUS.origin}${path}`);
  }
});

test('lotus lets a logged-in member in', async ({ page }) => {
  await openAsMember(page, LOTUS, '/rng');
  await expect(page.getByRole('heading', { level: 1, name: LOBBY_TEXTS.TH.categories.RNG })).toBeVisible();
  await expect(page).toHaveURL(`${LOTUS.origin}/rng`);
});
