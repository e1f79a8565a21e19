// Each tenant's portal shows its own brand: logo, name, language and colours.
import { expect, test } from '@playwright/test';
import { textsOf, usernameLoginForm } from './support/auth-ui';
import { openAsMember } from './support/session';
import { AURORA, LOTUS } from './support/tenants';
import { fill, SHELL_TEXTS } from './support/texts';

test('aurora home shows the Aurora logo, name and colours', async ({ page }) => {
  await page.goto(`${AURORA.origin}/`);
  const texts = SHELL_TEXTS.EN;
  await expect(page).toHaveTitle(AURORA.brandName);
  await expect(
    page.getByRole('heading', { level: 1, name: fill(texts.screens.home.title, { brandName: AURORA.brandName }) }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: texts.sideMenu.label }).getByRole('img', { name: AURORA.brandName }),
  ).toBeVisible();
  const register = page.getByRole('banner').getByRole('button', { name: 'Register', exact: true });
  await expect(register).toHaveCSS('background-color', AURORA.accentRgb);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^\/assets\/favicon-[\w-]+\.svg$/);
});

test('lotus home shows the Lotus logo, name, Thai texts and its own colours', async ({ page }) => {
  await openAsMember(page, LOTUS);
  const texts = SHELL_TEXTS.TH;
  await expect(page).toHaveTitle(LOTUS.brandName);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(
    page.getByRole('heading', { level: 1, name: fill(texts.screens.home.title, { brandName: LOTUS.brandName }) }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: texts.sideMenu.label }).getByRole('img', { name: LOTUS.brandName }),
  ).toBeVisible();
});

test('the two brands paint with different accent colours', async ({ browser }) => {
  const colours: string[] = [];
  for (const tenant of [AURORA, LOTUS]) {
    const page = await browser.newPage();
    // /login shows a primary button on both tenants (lotus forces login): the form's Log in.
    await page.goto(`${tenant.origin}/login`);
    const logIn = usernameLoginForm(page, tenant).getByRole('button', {
      name: textsOf(tenant).common.actions.logIn,
      exact: true,
    });
    await expect(logIn).toBeVisible();
    const colour = await logIn.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(colour).toBe(tenant.accentRgb);
    colours.push(colour);
    await page.close();
  }
  expect(colours[0]).not.toBe(colours[1]);
});
