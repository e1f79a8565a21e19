// An agent sends money to a downline through the member centre (spec §6), in both
// tenants with their agent01. Its own Playwright project runs after every other test has finished
// (playwright.config.ts): session.spec checks agent01's untouched balance, and an account holds
// one session at a time.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, Platform } from './support/platform';
import { openAs } from './support/session';
import { AURORA, LOTUS } from './support/tenants';
import { headerBalance } from './support/auth-ui';
import { labelled, memberCentre, walletTexts } from './support/member-centre';
import { escapeRegExp, fill } from './support/texts';

for (const tenant of [AURORA, LOTUS]) {
  test(`${tenant.id} agent01: sends money to a downline picked from its list`, async ({ page }) => {
    const wallet = walletTexts(tenant);
    const platform = await Platform.connect(tenant);
    let downline: string;
    try {
      downline = (await platform.register(undefined, { affiliateCode: 'AGENT01' })).username;
      await openAs(page, tenant, { username: 'agent01', password: DEMO_PASSWORD }, '/', platform);
    } finally {
      await platform.dispose();
    }
    const before = await headerBalance(page, tenant);
    await page.goto(`${tenant.origin}/?member=transferUpline`);
    const centre = memberCentre(page, tenant);
    // Where the tenant confirms money calls with a payment password (PAYMENTPASS3: aurora), the page
    // asks for one first; elsewhere (lotus) the login password confirms.
    const usesPaymentPassword = tenant.modules.PAYMENTPASS3 === true;
    if (usesPaymentPassword) {
      const passwordForm = centre.getByRole('form', { name: wallet.paymentPassword.formLabel });
      await labelled(passwordForm, wallet.paymentPassword.loginPassword).fill(DEMO_PASSWORD);
      await labelled(passwordForm, wallet.paymentPassword.new).fill('246810');
      await labelled(passwordForm, wallet.paymentPassword.confirm).fill('246810');
      await passwordForm.getByRole('button', { name: wallet.paymentPassword.submit }).click();
    }
    await centre
      .getByRole('searchbox', { name: new RegExp(escapeRegExp(wallet.memberTransfer.search)) })
      .fill(downline);
    await centre.getByRole('button', { name: fill(wallet.memberTransfer.pick, { username: downline }) }).click();

    const form = centre.getByRole('form', { name: wallet.memberTransfer.toDownlineLabel });
    await expect(labelled(form, wallet.memberTransfer.username)).toHaveValue(downline);
    await labelled(form, wallet.amount.plain).fill('10');
    if (usesPaymentPassword) await labelled(form, wallet.memberTransfer.paymentPassword).fill('246810');
    else await labelled(form, wallet.memberTransfer.password).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: wallet.memberTransfer.submit, exact: true }).click();
    await expect(form.getByRole('status')).toContainText(downline);
    await expect.poll(() => headerBalance(page, tenant)).toBe(before - 1_000);
  });
}
