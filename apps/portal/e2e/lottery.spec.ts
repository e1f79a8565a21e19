// The lottery against the real platform, in both tenants and their own language: open
// FAST5, place both sides of big/small through the slip and its confirmation, see the header's
// balance fall by exactly the total and both bets in the issue's list, see the issue close at its
// cut-off, its numbers drawn, one bet paid and one lost, and the balance up by the win; then open
// /vnlottery on the one-minute VN game and see a full prize table (the e2e server draws on a real
// timer, FAST5 every minute: LOTTERY_FAST_INTERVAL_SECONDS in playwright.config.ts).
// The bettor is a fresh member given 100.00 through the development credit route (trial accounts
// may not bet, and the demo accounts' balances belong to other specs).
import { expect, test, type Page } from '@playwright/test';
import lotteryEn from '../../../packages/features/lottery/src/locales/en/lottery.json' with { type: 'json' };
import lotteryTh from '../../../packages/features/lottery/src/locales/th/lottery.json' with { type: 'json' };
import { headerBalance, loginDialog, minorUnits } from './support/auth-ui';
import { Platform } from './support/platform';
import { openAs } from './support/session';
import { AURORA, LOTUS, type E2eTenant } from './support/tenants';
import { escapeRegExp, fill, pluralForm, SHELL_TEXTS } from './support/texts';
import { seriousViolations } from './support/axe';

const lotteryTexts = (tenant: E2eTenant) => (tenant.defaultLanguage === 'TH' ? lotteryTh : lotteryEn);

/** The issue taking bets, waiting for the next one when this one closes in less than 25 s. */
async function openIssue(page: Page): Promise<string> {
  const heading = page.getByTestId('lottery-issue');
  await expect(heading).toHaveText(/\d{12}/);
  const clock = page.getByTestId('lottery-countdown');
  const [minutes = 0, seconds = 0] = ((await clock.textContent()) ?? '').split(':').map(Number);
  if (minutes * 60 + seconds < 25) {
    const current = (await heading.textContent()) ?? '';
    await expect(heading).not.toHaveText(current, { timeout: 60_000 });
  }
  return /(\d{12})/.exec((await heading.textContent()) ?? '')?.[1] ?? '';
}

for (const tenant of [AURORA, LOTUS]) {
  const lottery = lotteryTexts(tenant);
  test(`${tenant.id} member: bets both sides of FAST5 big/small, sees them closed at the cut-off, drawn, one paid and one lost with the balance matching; /vnlottery shows the prize table`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const platform = await Platform.connect(tenant);
    try {
      const account = await platform.register();
      await platform.credit(account.username, 10_000);
      await openAs(page, tenant, account, '/lottery?gameCode=FAST5', platform);
    } finally {
      await platform.dispose();
    }
    const issueNumber = await openIssue(page);
    const before = await headerBalance(page, tenant);

    const board = page.getByRole('region', { name: lottery.board.label });
    // Both sides of big/small: exactly one of them wins whatever is drawn.
    await board.getByRole('button', { name: lottery.board.selection.BIG, exact: true }).click();
    await board.getByRole('button', { name: lottery.board.selection.SMALL, exact: true }).click();

    const slip = page.getByRole('region', { name: lottery.slip.heading });
    await expect(slip.getByRole('listitem')).toHaveCount(2);
    // Two bets at the default stake of 10.00: 20.00.
    await expect(slip.getByTestId('slip-total')).toHaveText(/20[.,]00/);
    expect(minorUnits((await slip.getByTestId('slip-balance-left').textContent()) ?? '')).toBe(before - 2000);

    await slip.getByRole('button', { name: lottery.slip.place, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: lottery.slip.confirmTitle });
    await expect(confirm).toContainText(issueNumber);
    await confirm.getByRole('button', { name: lottery.slip.confirm, exact: true }).click();
    const placed = fill(pluralForm(lottery.slip, 'placed', 2, tenant.defaultLanguage), { count: '2', issueNumber });
    await expect(slip.getByText(placed)).toBeVisible();

    await expect.poll(() => headerBalance(page, tenant)).toBe(before - 2000);
    const myBets = page.getByRole('table', { name: lottery.bets.headingLatest });
    const issueBets = myBets.getByRole('row').filter({ hasText: issueNumber });
    await expect(issueBets).toHaveCount(2);
    for (const side of [lottery.board.selection.BIG, lottery.board.selection.SMALL]) {
      await expect(
        myBets.getByRole('rowheader', { name: new RegExp(`: ${escapeRegExp(side)}$`) }).first(),
      ).toBeVisible();
    }
    await expect(issueBets.filter({ hasText: lottery.bets.status.open })).toHaveCount(2);

    // The cut-off: the issue closes and the next one takes bets; ours wait for the draw.
    await expect(page.getByTestId('lottery-issue')).not.toHaveText(new RegExp(issueNumber), { timeout: 90_000 });
    // The draw (E2E's FAST5 draws every minute): its numbers in the results, one bet paid at 1.96
    // and one lost, and the balance (the ledger's) up by the win.
    const results = page.getByRole('table', { name: lottery.results.heading });
    await expect(results.getByRole('row').filter({ hasText: issueNumber })).toHaveCount(1, { timeout: 90_000 });
    await expect(
      issueBets.filter({ hasText: new RegExp(escapeRegExp(lottery.bets.status.won.split('{{')[0]!)) }),
    ).toHaveCount(1, { timeout: 30_000 });
    await expect(issueBets.filter({ hasText: lottery.bets.status.lost })).toHaveCount(1);
    await expect.poll(() => headerBalance(page, tenant), { timeout: 30_000 }).toBe(before - 2000 + 1960);

    // The Vietnamese lottery: the one-minute game's prize table appears once it has drawn.
    await page.goto(`${tenant.origin}/vnlottery?gameCode=VN1M`);
    const prizeCaption = new RegExp(
      escapeRegExp(fill(lottery.results.prizeTable, { issueNumber: 'X' })).replace('X', '\\d{12}'),
    );
    const prizeTable = page.getByRole('table', { name: prizeCaption }).first();
    await expect(prizeTable).toBeVisible({ timeout: 90_000 });
    await expect(prizeTable.getByRole('rowheader', { name: lottery.results.prizeName.DB, exact: true })).toBeVisible();
    await expect(prizeTable.getByRole('row')).toHaveCount(10);
    await expect(page.getByRole('heading', { level: 2, name: lottery.results.opened })).toBeVisible();
  });
}

test('aurora visitor: the lottery screens pass the automated accessibility checks, and betting asks for a login', async ({
  page,
}) => {
  const lottery = lotteryEn;
  await page.goto(`${AURORA.origin}/lottery?gameCode=FAST5`);
  await expect(page.getByTestId('lottery-issue')).toHaveText(/\d{12}/);
  expect(await seriousViolations(page)).toEqual([]);
  const board = page.getByRole('region', { name: lottery.board.label });
  await board.getByRole('button', { name: lottery.board.selection.SMALL, exact: true }).click();
  await page
    .getByRole('region', { name: lottery.slip.heading })
    .getByRole('button', { name: lottery.slip.loginToBet })
    .click();
  await expect(loginDialog(page, AURORA)).toBeVisible();

  await page.goto(`${AURORA.origin}/vnlottery`);
  await expect(page.getByRole('heading', { level: 1, name: SHELL_TEXTS.EN.screens.lottery.vnTitle })).toBeVisible();
  await expect(page.getByTestId('lottery-issue')).toHaveText(/\d{8}/);
  expect(await seriousViolations(page)).toEqual([]);
});
