// Theme, language and side-menu form: each changes the page and survives a reload.
import { expect, test } from '@playwright/test';
import { AURORA } from './support/tenants';
import { SHELL_TEXTS } from './support/texts';

const texts = SHELL_TEXTS.EN;

test('the theme switch turns the page dark and the choice survives a reload', async ({ page }) => {
  await page.goto(`${AURORA.origin}/`);
  const body = page.locator('body');
  const lightBackground = await body.evaluate((element) => getComputedStyle(element).backgroundColor);
  const toggle = page.getByRole('switch', { name: texts.header.darkTheme });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(body).not.toHaveCSS('background-color', lightBackground);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(page.getByRole('switch', { name: texts.header.darkTheme })).toHaveAttribute('aria-checked', 'true');
  await expect(body).not.toHaveCSS('background-color', lightBackground);
});

test('the language selector changes the texts and <html lang>', async ({ page }) => {
  await page.goto(`${AURORA.origin}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page
    .getByRole('navigation', { name: texts.sideMenu.label })
    .getByRole('combobox', { name: 'Language' })
    .selectOption('VI');

  const vi = SHELL_TEXTS.VI;
  await expect(page.getByRole('navigation', { name: vi.sideMenu.label })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.reload();
  await expect(
    page
      .getByRole('navigation', { name: vi.sideMenu.label })
      .getByRole('link', { name: vi.sideMenu.home, exact: true }),
  ).toBeVisible();
});

test('the side menu collapses to mini and expands, remembering its form', async ({ page }) => {
  await page.goto(`${AURORA.origin}/`);
  const menu = page.getByRole('navigation', { name: texts.sideMenu.label });
  const wide = (await menu.boundingBox())!.width;

  await menu.getByRole('button', { name: texts.sideMenu.collapse }).click();
  const expand = menu.getByRole('button', { name: texts.sideMenu.expand });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await menu.boundingBox())!.width).toBeLessThan(wide / 2);
  // Mini items keep their names for screen readers.
  await expect(menu.getByRole('link', { name: texts.categories.LIVE })).toBeVisible();

  await page.reload();
  await expect(menu.getByRole('button', { name: texts.sideMenu.expand })).toBeVisible();
  await menu.getByRole('button', { name: texts.sideMenu.expand }).click();
  await expect(menu.getByRole('button', { name: texts.sideMenu.collapse })).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => (await menu.boundingBox())!.width).toBeCloseTo(wide, 0);
});
