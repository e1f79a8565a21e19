// The build-time first paint (scripts/prerender-pages.mjs): a public route's page shows the route
// — header, banner, screen — before any script runs, and the app replaces it once it has started.
import { expect, test } from '@playwright/test';
import lotteryEn from '../../../packages/features/lottery/src/locales/en/lottery.json' with { type: 'json' };
import lotteryTh from '../../../packages/features/lottery/src/locales/th/lottery.json' with { type: 'json' };
import { FIRST_PAINT_GAMES } from '../../../packages/contracts/src/first-paint-games.ts';
import { AURORA, LOTUS } from './support/tenants';
import { fill, SHELL_TEXTS } from './support/texts';

for (const tenant of [AURORA, LOTUS]) {
  test(`${tenant.id}: /register paints its banner, in the brand language, before any script runs`, async ({
    browser,
  }) => {
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const page = await withoutScripts.newPage();
    await page.goto(`${tenant.origin}/register`);
    const painted = page.locator('[data-first-paint]');
    // Seen but not usable until the app runs: hidden from assistive technology, inert.
    await expect(painted).toHaveAttribute('aria-hidden', 'true');
    await expect(painted).toHaveAttribute('inert', '');
    const banner = painted.locator(`img[alt="${tenant.bannerAlt('reg')}"]`);
    await expect(banner).toBeVisible();
    expect(await banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', tenant.defaultLanguage === 'TH' ? 'th' : 'en');
    await withoutScripts.close();
  });
}

// Aurora only: lotus forces a login, so a visitor's /lottery paints its login page.
for (const tenant of [AURORA]) {
  test(`${tenant.id}: /lottery paints its frame, with the lottery's texts in the brand language, before any script runs; the app fills it`, async ({
    browser,
  }) => {
    const shell = SHELL_TEXTS[tenant.defaultLanguage === 'TH' ? 'TH' : 'EN'];
    const lottery = tenant.defaultLanguage === 'TH' ? lotteryTh : lotteryEn;
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const painted = (await withoutScripts.newPage()).locator('[data-first-paint]');
    await painted.page().goto(`${tenant.origin}/lottery`);
    // The screen's feature texts are in the painted page: its title, the menu's heading, what loads.
    // (The page's main content: the brand's popup for visitors is painted into the page too.)
    await expect(painted.locator('main h1')).toHaveText(shell.screens.lottery.title);
    await expect(painted.locator('main h2')).toHaveText(lottery.menu.label);
    await expect(painted).toContainText(lottery.loading);
    await withoutScripts.close();

    const page = await browser.newPage();
    await page.goto(`${tenant.origin}/lottery`);
    await expect(page.getByRole('navigation', { name: lottery.menu.label })).toBeVisible();
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    await expect(page.getByTestId('lottery-issue')).toBeVisible();
    await page.close();
  });
}

test('aurora home: the painted page is replaced by the app, which a visitor can use at once', async ({ page }) => {
  await page.goto(`${AURORA.origin}/`);
  const title = fill(SHELL_TEXTS.EN.screens.home.title, { brandName: AURORA.brandName });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await expect(page.getByRole('img', { name: AURORA.bannerAlt('home-welcome') })).toBeVisible();
});

test("aurora /rng: the first games paint with the page, pictures and all, and stay in place through the app's first render", async ({
  browser,
  request,
}) => {
  const list = await request.get(`${AURORA.origin}/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=42`, {
    headers: { Merchant: AURORA.merchantCode, Language: 'EN', Device: 'web', 'X-Gateway-Version': '3' },
  });
  const first = ((await list.json()) as { value: { games: { gameName: string }[] } }).value.games[0]!.gameName;

  // Without scripts: the platform painted the first games into the page, with their pictures.
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const cells = (await withoutScripts.newPage()).locator('[data-first-paint] [role="gridcell"]');
  await cells.page().goto(`${AURORA.origin}/rng`);
  await expect(cells).toHaveCount(FIRST_PAINT_GAMES.count);
  await expect(cells.first()).toContainText(first);
  const picture = cells.first().locator('img');
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await withoutScripts.close();

  // With the app, on a phone: in every frame from the page's first to well after the app's first
  // render, the first game's tile shows its picture. (Not always in the same place: the app's first
  // render adds what only answers tell, the brand's marquee and the lane's classification tabs.)
  const phone = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.addInitScript((name: string) => {
    const frames: string[] = [];
    Object.assign(window, { e2eFrames: frames });
    const check = () => {
      const cell = [...document.querySelectorAll('[role="gridcell"]')].find((c) => c.textContent?.includes(name));
      const img = cell?.querySelector('img');
      const box = img?.getBoundingClientRect();
      frames.push(
        img && box && getComputedStyle(img).opacity === '1' ? `${Math.round(box.left)},${Math.round(box.top)}` : 'none',
      );
      requestAnimationFrame(check);
    };
    addEventListener('DOMContentLoaded', () => requestAnimationFrame(check));
  }, first);
  await page.goto(`${AURORA.origin}/rng`);
  await expect(
    page.getByRole('button', { name: new RegExp(`^${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }),
  ).toBeVisible();
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  const seen = await page.evaluate(() => (window as unknown as { e2eFrames: string[] }).e2eFrames.length);
  await page.waitForFunction(
    (count) => (window as unknown as { e2eFrames: string[] }).e2eFrames.length > count + 10,
    seen,
  );
  const frames = await page.evaluate(() => (window as unknown as { e2eFrames: string[] }).e2eFrames);
  expect(frames.length).toBeGreaterThan(10);
  expect(frames).not.toContain('none');
  await phone.close();
});
