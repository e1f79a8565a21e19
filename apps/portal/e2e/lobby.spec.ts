// The games lobby against the real platform: browse a category, search in Thai and
// Vietnamese with and without diacritics, favourite and unfavourite (the login popup for a
// visitor), launch the in-house slot, spin, see the balance change by the ledger's amount, find
// it in recent games, and meet the one-open-game error (#734) and recover. Elements are found by
// role and accessible name, in each tenant's own language.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { headerBalance, loginDialog, minorUnits } from './support/auth-ui';
import { DEMO_PASSWORD } from './support/platform';
import { openAs } from './support/session';
import { AURORA, LOTUS, type E2eTenant } from './support/tenants';
import { fill, LOBBY_TEXTS } from './support/texts';

const lobbyTexts = (tenant: E2eTenant) => (tenant.defaultLanguage === 'TH' ? LOBBY_TEXTS.TH : LOBBY_TEXTS.EN);

function slotsGrid(page: Page, tenant: E2eTenant): Locator {
  const lobby = lobbyTexts(tenant);
  return page.getByRole('grid', { name: fill(lobby.grid.label, { category: lobby.categories.RNG }) });
}

/** The slots lobby: a vendor tab to /rng?page=PG, a grid with few tiles in the DOM, arrow keys between tiles. */
async function browseSlots(page: Page, tenant: E2eTenant): Promise<void> {
  const lobby = lobbyTexts(tenant);
  await expect(page.getByRole('heading', { level: 1, name: lobby.categories.RNG })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: lobby.vendors.label });
  await tabs.getByRole('link', { name: 'PG Soft' }).click();
  await expect(page).toHaveURL(/\/rng\?page=PG$/);
  const grid = slotsGrid(page, tenant);
  // The grid keeps the previous answer on screen until the vendor's arrives: wait for PG's games.
  await expect(grid.getByRole('gridcell').first()).toContainText('PG Soft');
  expect(await grid.getByRole('gridcell').count()).toBeLessThanOrEqual(200);
  // Keyboard: the first tile is the grid's tab stop; the right arrow moves to the next one.
  await grid.getByRole('gridcell').first().getByRole('button').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(grid.getByRole('gridcell').nth(1).getByRole('button').first()).toBeFocused();
}

test('aurora visitor: browses the slots lobby by vendor tab, with a bounded virtual grid', async ({ page }) => {
  await page.goto(`${AURORA.origin}/rng`);
  await browseSlots(page, AURORA);
});

test('aurora: searches Vietnamese and Thai names with and without diacritics and filters by minimum bet, all kept in the URL', async ({
  page,
}) => {
  const lobby = LOBBY_TEXTS.EN;
  await page.goto(`${AURORA.origin}/rng`);
  const search = page.getByRole('searchbox', { name: lobby.search.label });
  const grid = slotsGrid(page, AURORA);
  for (const [query, expected] of [
    ['rong', /rồng/i],
    ['Rồng', /rồng/i],
    ['vuong', /vương/i],
    ['มงกร', /มังกร/],
    ['มังกร', /มังกร/],
  ] as const) {
    await search.fill(query);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(query).replace(/%20/g, '\\+')}`));
    await expect(grid.getByRole('gridcell').first().getByRole('button').first()).toHaveAccessibleName(expected);
  }
  await page.getByRole('button', { name: lobby.search.clear }).click();
  await expect(page).toHaveURL(/\/rng$/);

  // A filter narrows the list and stays in the URL.
  const found = page.getByText(/^Games found: \d+$/);
  await expect(found).toBeVisible();
  const all = Number(((await found.textContent()) ?? '').replace(/\D/g, ''));
  await page.getByRole('combobox', { name: lobby.filters.minBet }).selectOption('1');
  await expect(page).toHaveURL(/\/rng\?bet=1$/);
  await expect.poll(async () => Number(((await found.textContent()) ?? '').replace(/\D/g, ''))).toBeLessThan(all);
});

test('aurora visitor: the favourite toggle opens the login popup', async ({ page }) => {
  await page.goto(`${AURORA.origin}/rng?page=PG`);
  const toggle = slotsGrid(page, AURORA)
    .getByRole('button', { name: /^Favourite / })
    .first();
  await toggle.click();
  await expect(loginDialog(page, AURORA)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
});

/** Favourite the first PG game, find it under Favourites, unfavourite it there. */
async function favouriteAndUnfavourite(page: Page, tenant: E2eTenant): Promise<void> {
  const lobby = lobbyTexts(tenant);
  const favouriteName = new RegExp(`^${fill(lobby.tile.favourite, { name: '' }).trim()}`);
  const toggle = slotsGrid(page, tenant).getByRole('button', { name: favouriteName }).first();
  const label = (await toggle.getAttribute('aria-label')) ?? '';
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(page.getByRole('button', { name: label, exact: true }).first()).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: lobby.views.favourites, exact: true }).click();
  await expect(page).toHaveURL(/view=favourites/);
  const again = page
    .getByRole('list', { name: lobby.views.favourites })
    .getByRole('button', { name: label, exact: true });
  await expect(again).toHaveAttribute('aria-pressed', 'true');
  await again.click();
  await expect(page.getByText(lobby.favourites.empty)).toBeVisible();
}

for (const tenant of [AURORA, LOTUS]) {
  const lobby = lobbyTexts(tenant);
  // One test per tenant for member01 (a new login ends the account's other session).
  test(`${tenant.id} member01: browses, favourites and unfavourites, plays the in-house slot for real, sees the ledger's balance, finds it in recent games, and recovers from #734`, async ({
    page,
  }) => {
    await openAs(page, tenant, { username: 'member01', password: DEMO_PASSWORD }, '/rng');
    await browseSlots(page, tenant);
    await favouriteAndUnfavourite(page, tenant);

    await page.goto(`${tenant.origin}/inhouse`);
    const before = await headerBalance(page, tenant);
    await page
      .getByRole('button', { name: /^Aurora Fruits/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/game\?nodeId=INH-SLOT/);

    const frame = page.frameLocator(`iframe[title^="${fill(lobby.game.frameTitle, { name: '' }).trim()}"]`);
    const play = frame.locator('#play');
    await expect(play).toBeEnabled();
    const inGameBefore = minorUnits((await frame.locator('#balance').textContent()) ?? '');
    expect(inGameBefore).toBe(before);
    const bet = minorUnits(await frame.locator('#bet').inputValue());
    const nonce = await frame.locator('#nonce').textContent();
    await play.click();
    // The round is over when the fairness nonce moves on; a win may equal the bet, so the balance
    // is checked against the round's own bet and win, not merely for a change.
    await expect(frame.locator('#nonce')).not.toHaveText(nonce ?? '');
    await expect(play).toBeEnabled();
    const win = minorUnits((await frame.locator('#win').textContent()) ?? '');
    const after = minorUnits((await frame.locator('#balance').textContent()) ?? '');
    expect(bet).toBeGreaterThan(0);
    expect(after).toBe(before - bet + win);

    // Leaving the game closes it and reads the balance again: the header shows the ledger's amount.
    await page.getByRole('button', { name: lobby.game.close }).click();
    await expect(page).toHaveURL(/\/inhouse/);
    await expect.poll(() => headerBalance(page, tenant)).toBe(after);

    await page.getByRole('button', { name: lobby.views.recent, exact: true }).click();
    await expect(
      page.getByRole('list', { name: lobby.views.recent }).getByRole('button', { name: /^Aurora Fruits/ }),
    ).toBeVisible();

    // A game left open (the page went away without closing it), then another launch: #734.
    await page.getByRole('button', { name: lobby.views.all, exact: true }).click();
    await page
      .getByRole('button', { name: /^Aurora Fruits/ })
      .first()
      .click();
    await expect(frame.locator('#play')).toBeEnabled();
    await page.goto(`${tenant.origin}/inhouse`);
    await page
      .getByRole('button', { name: /^Lucky Dice/ })
      .first()
      .click();
    const dialog = page.getByRole('alertdialog', { name: lobby.launch.alreadyOpenTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: lobby.launch.alreadyOpenConfirm }).click();
    await expect(page).toHaveURL(/\/game\?nodeId=INH-DICE/);
    await expect(frame.locator('#play')).toBeEnabled();
  });
}
