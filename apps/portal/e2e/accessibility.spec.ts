// Keyboard use and automated accessibility checks (axe-core) on the home page and two lobbies.
import { expect, test, type Page } from '@playwright/test';
import { AURORA } from './support/tenants';
import { SHELL_TEXTS } from './support/texts';
import { seriousViolations } from './support/axe';

const texts = SHELL_TEXTS.EN;

async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    return element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
  });
}

test('the first Tab reaches the skip link, which moves focus to the main content', async ({ page }) => {
  await page.goto(`${AURORA.origin}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: texts.skipLink });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('Tab walks the header, then the side menu, in reading order', async ({ page }) => {
  await page.goto(`${AURORA.origin}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The categories come from the vendor call, in the vendor sorting order: the first one after Home.
  const menu = page.getByRole('navigation', { name: texts.sideMenu.label });
  await expect(menu.getByRole('button', { name: /providers$/ }).first()).toBeVisible();
  const firstCategory = ((await menu.getByRole('link').nth(2).textContent()) ?? '').trim();
  const order: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    order.push(await focusedName(page));
  }
  expect(order).toEqual([
    texts.skipLink,
    texts.header.darkTheme,
    'Log in',
    'Register',
    `${AURORA.brandName} home`,
    texts.sideMenu.collapse,
    texts.sideMenu.home,
    firstCategory,
  ]);
});

for (const path of ['/', '/live', '/rng']) {
  test(`axe finds no serious violations on ${path}`, async ({ page }) => {
    await page.goto(`${AURORA.origin}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
