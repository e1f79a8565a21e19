// The points mall against the real platform, on both brands: lotus (Thai texts, money calls
// confirmed with the login password) and aurora (English, a payment password, set first through the
// member call). A fresh member, given money by the development credit route, spins the in-house
// slot once for the brand's bonus reward's points plus its smallest conversion (slots earn 1 point
// per 1 of valid bet on both); the platform's accrual job (ticking every second in the e2e server)
// credits the points; the member redeems the bonus after a refused and an accepted password check,
// sees it approved in the redeem history, and converts the rest into balance. Elements are found by
// role and accessible name, in the tenant's language; the mall is reached from the side menu.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { TenantConfig } from '@portal/contracts';
import mallEn from '../../../packages/features/mall/src/locales/en/mall.json' with { type: 'json' };
import mallTh from '../../../packages/features/mall/src/locales/th/mall.json' with { type: 'json' };
import { labelled } from './support/member-centre';
import type { NewAccount } from './support/platform';
import { prepareMember, spinOnce } from './support/points-member';
import { TENANTS, type E2eTenant } from './support/tenants';
import { fill, SHELL_TEXTS } from './support/texts';
import { seriousViolations } from './support/axe';

const MALL_TEXTS = { EN: mallEn, TH: mallTh } as const;
const PAYMENT_PASSWORD = '246810';

function pointsOf(tenant: E2eTenant): TenantConfig['points'] {
  const file = join(import.meta.dirname, '..', '..', '..', 'tenants', tenant.id, 'tenant.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as TenantConfig).points;
}

for (const tenant of TENANTS) {
  const mall = MALL_TEXTS[tenant.defaultLanguage as keyof typeof MALL_TEXTS];
  const shell = SHELL_TEXTS[tenant.defaultLanguage as keyof typeof SHELL_TEXTS];
  const points = pointsOf(tenant);
  const bonus = points.rewards.find((reward) => reward.kind === 'bonus');
  if (!bonus) throw new Error(`${tenant.id} has no bonus reward`);
  const BONUS_TITLE = bonus.title[tenant.defaultLanguage] as string;
  const rest = points.convertMinPoints;
  const earned = bonus.points + rest;
  // The password a money call of the mall is confirmed with: the payment password where the brand has one.
  const usesPaymentPassword = tenant.modules.PAYMENTPASS3 === true;
  const password = usesPaymentPassword
    ? { label: mall.redeem.paymentPassword, wrong: '135791', of: () => PAYMENT_PASSWORD }
    : { label: mall.redeem.loginPassword, wrong: 'Wrong0000', of: (account: NewAccount) => account.password };

  test(`${tenant.id} member: earns points by a spin, redeems a bonus after the password check, sees it in the redeem history and converts the rest into balance`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const account = await prepareMember(page, tenant, {
      paymentPassword: usesPaymentPassword ? PAYMENT_PASSWORD : undefined,
    });
    await spinOnce(page, tenant, String(earned));

    // A person finds the mall in the side menu.
    await page.goto(`${tenant.origin}/`);
    await page
      .getByRole('navigation', { name: shell.sideMenu.label })
      .getByRole('link', { name: shell.sideMenu.pointsMall })
      .click();
    await expect(page).toHaveURL(`${tenant.origin}/pointMall`);
    const summary = page.getByRole('region', { name: mall.summary.title });
    const balance = summary.getByRole('definition').first();
    // The accrual job credits the spin's points within a few ticks: read the balance anew until then.
    await expect(async () => {
      await page.reload();
      await expect(balance).toHaveText(String(earned), { timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    expect(await seriousViolations(page)).toEqual([]);

    const card = page.getByRole('listitem', { name: BONUS_TITLE });
    await card.getByRole('button', { name: fill(mall.rewards.redeemFor, { title: BONUS_TITLE }) }).click();
    const dialog = page.getByRole('dialog', { name: fill(mall.redeem.dialogTitle, { title: BONUS_TITLE }) });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    // A wrong password: refused, translated, the dialog stays.
    const passwordField = labelled(dialog, password.label);
    await passwordField.fill(password.wrong);
    await dialog.getByRole('button', { name: mall.redeem.submit }).click();
    await expect(dialog.getByRole('alert')).toHaveText(mall.errors.payment_password_error);
    await passwordField.fill(password.of(account));
    await dialog.getByRole('button', { name: mall.redeem.submit }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: BONUS_TITLE })).toBeVisible();
    await expect(balance).toHaveText(String(rest));

    await page.getByRole('tab', { name: mall.tabs.redeems }).click();
    const redeems = page.getByRole('table', { name: mall.redeems.title });
    const row = redeems.locator('tbody tr').filter({ hasText: BONUS_TITLE });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(mall.redeems.status.approved);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: mall.tabs.convert }).click();
    const form = page.getByRole('form', { name: mall.convert.formLabel });
    await labelled(form, mall.convert.points).fill(String(rest));
    await labelled(form, password.label).fill(password.of(account));
    await form.getByRole('button', { name: mall.convert.submit, exact: true }).click();
    await expect(form.getByRole('status')).toContainText(String(rest));
    await expect(balance).toHaveText('0');
  });
}
