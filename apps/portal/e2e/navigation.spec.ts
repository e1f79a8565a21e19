// The side menu leads to every game category and back.
import { expect, test } from '@playwright/test';
import { AURORA } from './support/tenants';
import { fill, LOBBY_TEXTS, SHELL_TEXTS } from './support/texts';

const texts = SHELL_TEXTS.EN;
const lobby = LOBBY_TEXTS.EN;
const CATEGORIES = [
  ['ELOTT', '/elott', texts.screens.lottery.eTitle],
  ['LOTT', '/lottery', texts.screens.lottery.title],
  ['LIVE', '/live', lobby.categories.LIVE],
  ['SPORTS', '/sports', lobby.categories.SPORTS],
  ['FISH', '/fish', lobby.categories.FISH],
  ['RNG', '/rng', lobby.categories.RNG],
  ['PVP', '/pvp', lobby.categories.PVP],
  ['ESPORTS', '/esports', lobby.categories.ESPORTS],
] as const;

test('every game category opens from the side menu, and Back returns home', async ({ page }) => {
  await page.goto(`${AURORA.origin}/`);
  const homeTitle = page.getByRole('heading', {
    level: 1,
    name: fill(texts.screens.home.title, { brandName: AURORA.brandName }),
  });
  await expect(homeTitle).toBeVisible();

  for (const [id, path, title] of CATEGORIES) {
    const menu = page.getByRole('navigation', { name: texts.sideMenu.label });
    await menu.getByRole('link', { name: texts.categories[id], exact: true }).click();
    await expect(page).toHaveURL(`${AURORA.origin}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // /lottery has the header only: the way home is the browser's Back.
    await page.goBack();
    await expect(homeTitle).toBeVisible();
  }
});

test('a category page leads home through the side menu', async ({ page }) => {
  await page.goto(`${AURORA.origin}/live`);
  await page
    .getByRole('navigation', { name: texts.sideMenu.label })
    .getByRole('link', { name: texts.sideMenu.home, exact: true })
    .click();
  await expect(page).toHaveURL(`${AURORA.origin}/`);
  await expect(
    page.getByRole('heading', { level: 1, name: fill(texts.screens.home.title, { brandName: AURORA.brandName }) }),
  ).toBeVisible();
});

test('an unknown address shows the not-found page, with a way home', async ({ page }) => {
  await page.goto(`${AURORA.origin}/no/such/page`);
  await expect(page.getByRole('heading', { level: 1, name: texts.screens.notFound.title })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(`${AURORA.origin}/`);
});
