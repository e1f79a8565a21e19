// The member centre's record pages against the real platform, in both tenants and their
// own language. A fresh member, given 100.00 by the development credit route and a reward by the
// operator API, plays the in-house slot 21 times (one more than a page of records); then every
// record page lists what happened: the betting record (totals, paging, the status and game-type
// filters), the account record (the kind filter, paging), profit and loss for today, the reward
// claimed in the reward centre (the header balance rising by it) and listed in bonus details, the
// referral link with its QR code and the copy button. A platform message sent through the operator
// API raises the unread count in the header (on the next visit; every minute while open), reading it lowers it at once.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { header, headerBalance, memberMenuButton, minorUnits, textsOf } from './support/auth-ui';
import { Platform, type NewAccount } from './support/platform';
import { openAs } from './support/session';
import { AURORA, LOTUS, type E2eTenant } from './support/tenants';
import { memberCentre, operatorCall, recordsTexts, walletTexts } from './support/member-centre';
import { fill, LOBBY_TEXTS } from './support/texts';
import { seriousViolations } from './support/axe';

const thai = (tenant: E2eTenant) => tenant.defaultLanguage === 'TH';
const lobbyTexts = (tenant: E2eTenant) => (thai(tenant) ? LOBBY_TEXTS.TH : LOBBY_TEXTS.EN);

/** One more round than a page of the betting record (20), so it has a second page. */
const SPINS = 21;
const REWARD_AMOUNT_MINOR = 1_234;

/** Plays the in-house slot `rounds` times; returns the total staked in minor units. */
async function playSlot(page: Page, tenant: E2eTenant, rounds: number): Promise<number> {
  const lobby = lobbyTexts(tenant);
  await page.goto(`${tenant.origin}/inhouse`);
  await page
    .getByRole('button', { name: /^Aurora Fruits/ })
    .first()
    .click();
  const frame = page.frameLocator(`iframe[title^="${fill(lobby.game.frameTitle, { name: '' }).trim()}"]`);
  const play = frame.locator('#play');
  let staked = 0;
  for (let round = 0; round < rounds; round++) {
    await expect(play).toBeEnabled();
    const nonce = (await frame.locator('#nonce').textContent()) ?? '';
    staked += minorUnits(await frame.locator('#bet').inputValue());
    await play.click();
    await expect(frame.locator('#nonce')).not.toHaveText(nonce);
  }
  await expect(play).toBeEnabled();
  await page.getByRole('button', { name: lobby.game.close }).click();
  await expect(page).toHaveURL(/\/inhouse/);
  return staked;
}

async function openPage(page: Page, tenant: E2eTenant, key: string): Promise<Locator> {
  const centre = memberCentre(page, tenant);
  const name = (textsOf(tenant).auth.personalCenter.pages as Record<string, string>)[key] ?? key;
  await centre
    .getByRole('navigation', { name: textsOf(tenant).auth.personalCenter.menu })
    .getByRole('button', { name, exact: true })
    .click();
  await expect(centre.getByRole('heading', { name, exact: true })).toBeVisible();
  return centre;
}

/** The data rows of a record table (the header row left out). */
const bodyRows = (table: Locator) => table.locator('tbody tr');

async function checkBettingRecord(page: Page, tenant: E2eTenant, staked: number): Promise<void> {
  const records = recordsTexts(tenant);
  const pager = walletTexts(tenant).pager;
  const centre = await openPage(page, tenant, 'personalHistoryCopy');
  const table = centre.getByRole('table', { name: records.bettingRecord.caption });
  await expect(bodyRows(table)).toHaveCount(20);
  await expect(table.getByRole('cell', { name: records.gameTypes.RNG, exact: true })).toHaveCount(20);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  const totalBets = centre
    .getByText(records.bettingRecord.totals.bet, { exact: true })
    .locator('xpath=following-sibling::dd');
  await expect.poll(async () => minorUnits((await totalBets.textContent()) ?? '')).toBe(staked);

  const pages = centre.getByRole('navigation', { name: records.bettingRecord.pages });
  await pages.getByRole('button', { name: fill(pager.page, { page: '2' }) }).click();
  await expect(pages.getByRole('button', { name: fill(pager.page, { page: '2' }) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(bodyRows(table)).toHaveCount(1);

  // Filters: no void bets; the slots game type holds them all (from page 1 again).
  await centre
    .getByLabel(records.bettingRecord.statusFilter, { exact: true })
    .selectOption({ label: records.bettingRecord.status.void });
  await expect(table.getByRole('cell', { name: records.bettingRecord.empty })).toBeVisible();
  await centre
    .getByLabel(records.bettingRecord.statusFilter, { exact: true })
    .selectOption({ label: records.filters.all });
  await centre
    .getByLabel(records.bettingRecord.gameType, { exact: true })
    .selectOption({ label: records.gameTypes.RNG });
  await expect(bodyRows(table)).toHaveCount(20);
  await expect(pages.getByRole('button', { name: fill(pager.page, { page: '1' }) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await centre
    .getByLabel(records.bettingRecord.gameType, { exact: true })
    .selectOption({ label: records.gameTypes.LIVE });
  await expect(table.getByRole('cell', { name: records.bettingRecord.empty })).toBeVisible();
}

async function checkAccountRecord(page: Page, tenant: E2eTenant): Promise<void> {
  const records = recordsTexts(tenant);
  const pager = walletTexts(tenant).pager;
  const centre = await openPage(page, tenant, 'transactionHistory');
  const table = centre.getByRole('table', { name: records.accountRecord.caption });
  // 100.00 credited (an adjustment), then a bet row per round and a win row per winning round.
  await expect(bodyRows(table)).toHaveCount(20);
  await centre
    .getByLabel(records.accountRecord.kindFilter, { exact: true })
    .selectOption({ label: records.accountRecord.kinds.adjustment });
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(table.getByRole('cell', { name: /\+.100\.00/ })).toBeVisible();
  await centre
    .getByLabel(records.accountRecord.kindFilter, { exact: true })
    .selectOption({ label: records.accountRecord.kinds.bet });
  await expect(table.getByRole('cell', { name: records.accountRecord.kinds.bet, exact: true })).toHaveCount(20);
  const pages = centre.getByRole('navigation', { name: records.accountRecord.pages });
  await pages.getByRole('button', { name: pager.next }).click();
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(table.getByRole('cell', { name: /^-/ })).toHaveCount(1);
}

async function checkProfit(page: Page, tenant: E2eTenant, staked: number): Promise<void> {
  const records = recordsTexts(tenant);
  const centre = await openPage(page, tenant, 'personalProfit');
  const table = centre.getByRole('table', { name: records.profit.caption });
  // Everything happened today (in the player's zone): one day and the totals row.
  await expect(bodyRows(table)).toHaveCount(1);
  const totals = table.locator('tfoot tr');
  await expect(totals.getByRole('rowheader', { name: records.profit.total })).toBeVisible();
  // Columns: date, bets, … — the bets cell of the totals row is the staked sum.
  expect(minorUnits((await totals.getByRole('cell').first().textContent()) ?? '')).toBe(staked);
}

async function claimReward(page: Page, tenant: E2eTenant, title: string): Promise<void> {
  const records = recordsTexts(tenant);
  const centre = await openPage(page, tenant, 'rewardCenter');
  const before = await headerBalance(page, tenant);
  await centre.getByRole('button', { name: fill(records.rewards.claimNamed, { title }) }).click();
  await expect(centre.getByRole('status').filter({ hasText: title })).toBeVisible();
  await expect(centre.getByRole('cell', { name: records.rewards.empty.available })).toBeVisible();
  await expect.poll(() => headerBalance(page, tenant)).toBe(before + REWARD_AMOUNT_MINOR);

  const bonuses = await openPage(page, tenant, 'bonusDetails');
  const row = bonuses
    .getByRole('table', { name: records.bonus.caption })
    .locator('tbody tr')
    .filter({ hasText: title });
  await expect(row).toHaveCount(1);
  expect(minorUnits((await row.getByRole('cell').last().textContent()) ?? '')).toBe(REWARD_AMOUNT_MINOR);
}

async function checkReferral(page: Page, tenant: E2eTenant): Promise<void> {
  const records = recordsTexts(tenant);
  const { common } = textsOf(tenant);
  const centre = await openPage(page, tenant, 'referral');
  const link = centre.getByLabel(records.referral.link, { exact: true });
  await expect(link).toHaveValue(new RegExp(`^${tenant.origin.replace(/[.]/g, '\\.')}/register\\?`));
  const code = await centre.getByLabel(records.referral.code, { exact: true }).inputValue();
  expect(await link.inputValue()).toContain(code);
  await expect(centre.getByRole('img', { name: records.referral.qrLabel })).toBeVisible();
  await centre.getByRole('button', { name: records.referral.copyLink }).click();
  await expect(centre.getByRole('status').filter({ hasText: common.status.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  await expect(centre.getByRole('cell', { name: records.referral.empty })).toBeVisible();
}

/** The header's messages button; its name carries the unread count. */
const messagesButton = (page: Page, tenant: E2eTenant) =>
  header(page).getByRole('button', { name: new RegExp(`^${textsOf(tenant).auth.memberBar.messages}`) });

async function unreadInHeader(page: Page, tenant: E2eTenant): Promise<number> {
  const name = (await messagesButton(page, tenant).getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(name)?.[1] ?? 0);
}

async function checkMessages(page: Page, tenant: E2eTenant, account: NewAccount): Promise<void> {
  const records = recordsTexts(tenant);
  const { auth } = textsOf(tenant);
  await expect(messagesButton(page, tenant)).toBeVisible();
  const before = await unreadInHeader(page, tenant);
  const title = `Records e2e ${account.username}`;
  await operatorCall(tenant, '/ops/messages', {
    username: account.username,
    title,
    content: '<p>Your <strong>weekly</strong> summary is ready.</p>',
  });
  // The header asks again every minute (a unit test holds that); coming back to the page asks at once.
  await page.reload();
  await expect(messagesButton(page, tenant)).toHaveAttribute(
    'aria-label',
    fill(before + 1 === 1 ? auth.memberBar.messagesUnread_one : auth.memberBar.messagesUnread_other, {
      count: String(before + 1),
    }),
  );

  await messagesButton(page, tenant).click();
  const centre = memberCentre(page, tenant);
  await expect(centre.getByRole('heading', { name: auth.personalCenter.pages.messageV2, exact: true })).toBeVisible();
  await centre.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  const article = centre.getByRole('article', { name: title });
  await expect(article.getByText('weekly', { exact: true })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await expect.poll(() => unreadInHeader(page, tenant)).toBe(before);
  await expect(
    centre.getByText(
      fill(before === 1 ? records.messages.unreadCount_one : records.messages.unreadCount_other, {
        count: String(before),
      }),
    ),
  ).toBeVisible();
}

/** A fresh member with 100.00 (the development credit route) and a reward to claim, signed in on /inhouse. */
async function prepareMember(page: Page, tenant: E2eTenant, rewardTitle: string): Promise<NewAccount> {
  const platform = await Platform.connect(tenant);
  try {
    const account = await platform.register();
    await platform.credit(account.username, 10_000);
    await operatorCall(tenant, '/ops/rewards', {
      username: account.username,
      title: rewardTitle,
      amount: (REWARD_AMOUNT_MINOR / 100).toFixed(2),
    });
    await openAs(page, tenant, account, '/inhouse', platform);
    return account;
  } finally {
    await platform.dispose();
  }
}

for (const tenant of [AURORA, LOTUS]) {
  test(`${tenant.id} member: every record page lists what the member did, with filters and paging; a platform message raises the unread count and reading it lowers it`, async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: tenant.origin });
    const rewardTitle = `Records e2e reward ${Date.now() % 100_000}`;
    const account = await prepareMember(page, tenant, rewardTitle);
    const staked = await playSlot(page, tenant, SPINS);

    await memberMenuButton(page, account.username).click();
    await page.getByRole('menuitem', { name: textsOf(tenant).auth.memberBar.menu.bettingRecord }).click();
    await expect(memberCentre(page, tenant)).toBeVisible();
    await checkBettingRecord(page, tenant, staked);
    await checkAccountRecord(page, tenant);
    await checkProfit(page, tenant, staked);
    await claimReward(page, tenant, rewardTitle);
    await checkReferral(page, tenant);
    await memberCentre(page, tenant)
      .getByRole('button', { name: textsOf(tenant).common.actions.close })
      .first()
      .click();
    await expect(memberCentre(page, tenant)).toHaveCount(0);
    await checkMessages(page, tenant, account);
  });
}
