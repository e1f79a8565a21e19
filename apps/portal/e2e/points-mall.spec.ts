// The points mall against the real platform (lotus: Thai texts, money calls confirmed with the login
// password). A fresh member, given 1,000.00 by the development credit route, spins the in-house slot
// once for 600 (slots earn 1 point per 1 of valid bet there); the platform's accrual job (ticking
// every second in the e2e server) credits 600 points; the member redeems the 500-point bonus after
// the password check, sees it approved in the redeem history, and converts the 100 points left into
// balance. Elements are found by role and accessible name, in the tenant's language.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import mallTh from '../../../packages/features/mall/src/locales/th/mall.json' with { type: 'json' };
import { labelled } from './support/member-centre';
import { prepareMember, spinOnce } from './support/points-member';
import { LOTUS } from './support/tenants';
import { fill } from './support/texts';

const tenant = LOTUS;
const mall = mallTh;
const BONUS_TITLE = 'โบนัส 50';

/** Serious or critical accessibility problems on the page (or in one part of it). */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test(`${tenant.id} member: earns points by a spin, redeems a bonus after the password check, sees it in the redeem history and converts the rest into balance`, async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await prepareMember(page, tenant);
  await spinOnce(page, tenant, '600');

  await page.goto(`${tenant.origin}/pointMall`);
  const summary = page.getByRole('region', { name: mall.summary.title });
  const balance = summary.getByRole('definition').first();
  // The accrual job credits the spin's points within a few ticks: read the balance anew until then.
  await expect(async () => {
    await page.reload();
    await expect(balance).toHaveText('600', { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  expect(await seriousViolations(page)).toEqual([]);

  const card = page.getByRole('listitem', { name: BONUS_TITLE });
  await card.getByRole('button', { name: fill(mall.rewards.redeemFor, { title: BONUS_TITLE }) }).click();
  const dialog = page.getByRole('dialog', { name: fill(mall.redeem.dialogTitle, { title: BONUS_TITLE }) });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  // A wrong password: refused, translated, the dialog stays.
  const password = labelled(dialog, mall.redeem.loginPassword);
  await password.fill('Wrong0000');
  await dialog.getByRole('button', { name: mall.redeem.submit }).click();
  await expect(dialog.getByRole('alert')).toHaveText(mall.errors.payment_password_error);
  await password.fill(account.password);
  await dialog.getByRole('button', { name: mall.redeem.submit }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: BONUS_TITLE })).toBeVisible();
  await expect(balance).toHaveText('100');

  await page.getByRole('tab', { name: mall.tabs.redeems }).click();
  const redeems = page.getByRole('table', { name: mall.redeems.title });
  const row = redeems.locator('tbody tr').filter({ hasText: BONUS_TITLE });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(mall.redeems.status.approved);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: mall.tabs.convert }).click();
  const form = page.getByRole('form', { name: mall.convert.formLabel });
  await labelled(form, mall.convert.points).fill('100');
  await labelled(form, mall.redeem.loginPassword).fill(account.password);
  await form.getByRole('button', { name: mall.convert.submit, exact: true }).click();
  await expect(form.getByRole('status')).toContainText('100');
  await expect(balance).toHaveText('0');
});
