// Money through the member centre against the real platform, in both tenants and their
// own language: a deposit paid on the demo provider's page (a popup), the balance up once even when
// the provider's callback comes twice; a withdrawal requested (payee bound, payment password set
// where the tenant asks for one), the amount held, approved and paid through the operator API, then
// confirmed partly received with a proof image; a transfer to a game wallet and back (an agent's
// transfer to a downline: agent-transfer.spec.ts). Each test has a fresh member funded through the
// development credit route.
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { header, headerBalance, textsOf } from './support/auth-ui';
import { instanceSecrets } from './support/instance-secrets';
import { Platform } from './support/platform';
import { openAs } from './support/session';
import { AURORA, LOTUS, type E2eTenant } from './support/tenants';
import { labelled, memberCentre, operatorCall, walletTexts } from './support/member-centre';
import { escapeRegExp, fill } from './support/texts';

/** Closes the member centre, then reads the balance again from the platform (the header's refresh button). */
async function refreshedBalance(page: Page, tenant: E2eTenant): Promise<number> {
  const centre = memberCentre(page, tenant);
  await centre.getByRole('button', { name: textsOf(tenant).common.actions.close, exact: true }).click();
  await expect(centre).toHaveCount(0);
  const refreshed = page.waitForResponse(
    (response) => response.url().includes('/wps/v2/wallets/balance') && response.request().method() === 'GET',
  );
  await header(page)
    .getByRole('button', { name: textsOf(tenant).auth.memberBar.refreshBalance })
    .click();
  expect((await refreshed).ok()).toBe(true);
  return headerBalance(page, tenant);
}

/**
 * The demo provider's callback as the provider would sign it: the e2e server keeps its secrets in
 * the run's data folder (playwright.config.ts), and the demo provider's secret derives from the
 * token pepper (apps/server payment-provider.ts). A real gateway retries its callbacks; this is one.
 */
function demoCallback(orderNo: string, amount: string) {
  const { tokenPepper } = instanceSecrets();
  const secret = createHmac('sha256', tokenPepper).update('payment-provider:demo').digest('hex');
  const fields = { orderNo, amount, status: 'paid', paidAt: Date.now() };
  const signature = createHmac('sha256', secret)
    .update(`${fields.orderNo}|${fields.amount}|${fields.status}|${fields.paidAt}`)
    .digest('hex');
  return { ...fields, providerReference: `E2E${orderNo}`.slice(0, 64), signature };
}

/** A fresh member with `amountMinor` in the main wallet, signed in on `path`. */
async function fundedMember(page: Page, tenant: E2eTenant, amountMinor: number, path = '/') {
  const platform = await Platform.connect(tenant);
  try {
    const account = await platform.register();
    if (amountMinor > 0) await platform.credit(account.username, amountMinor);
    await openAs(page, tenant, account, path, platform);
    return account;
  } finally {
    await platform.dispose();
  }
}

for (const tenant of [AURORA, LOTUS]) {
  const wallet = walletTexts(tenant);
  const { auth } = textsOf(tenant);

  test(`${tenant.id}: deposits through the demo provider's page and the balance rises once, though the callback comes twice`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await fundedMember(page, tenant, 0);
    const before = await headerBalance(page, tenant);

    await header(page).getByRole('button', { name: auth.memberBar.deposit, exact: true }).click();
    const centre = memberCentre(page, tenant);
    await expect(centre.getByRole('heading', { name: auth.personalCenter.pages.depositv2, exact: true })).toBeVisible();
    await expect(page).toHaveURL(/[?&]member=depositv2/);
    const form = centre.getByRole('form', { name: wallet.deposit.formLabel });
    const amount = form.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(wallet.amount.plain)} \\(`) });
    // Below the method's minimum: the form says so and sends nothing.
    await amount.fill('1');
    await form.getByRole('button', { name: wallet.deposit.submit }).click();
    await expect(
      form.getByText(new RegExp(`^${escapeRegExp(wallet.amount.belowMin.split('{{')[0]!.trim())}`)),
    ).toBeVisible();
    await amount.fill('150');

    const popupOpened = page.waitForEvent('popup');
    await form.getByRole('button', { name: wallet.deposit.submit }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    const orderNo = /\/pay\/demo\/([A-Z0-9]+)/.exec(popup.url())?.[1] ?? '';
    expect(orderNo).not.toBe('');
    await expect(centre.getByRole('status').filter({ hasText: orderNo })).toBeVisible();
    // The provider's page: pay.
    await popup.getByRole('button').first().click();
    await popup.waitForURL(/\/pay\/demo\//);
    await popup.close();

    // The deposit page polls the order: paid, and the header balance follows.
    await expect(
      centre.getByText(fill(wallet.deposit.outcome.paid, { orderNo, amount: '' }).split(':')[0]!),
    ).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => headerBalance(page, tenant)).toBe(before + 15_000);

    // The provider sends its callback again (twice): nothing more is credited.
    const api = await playwrightRequest.newContext({ baseURL: AURORA.origin });
    try {
      for (let i = 0; i < 2; i++) {
        const response = await api.post('/payments/callback/demo', { data: demoCallback(orderNo, '150.00') });
        expect(response.ok(), `callback again → ${response.status()} ${await response.text()}`).toBe(true);
        expect((await response.json()).value).toMatchObject({ orderNo, status: 'paid', changed: false });
      }
    } finally {
      await api.dispose();
    }
    const orders = centre.getByRole('table', { name: wallet.deposit.ordersTitle });
    await expect(orders.getByRole('row').filter({ hasText: orderNo })).toContainText(wallet.deposit.status.paid);
    expect(await refreshedBalance(page, tenant)).toBe(before + 15_000);
  });

  test(`${tenant.id}: requests a withdrawal, sees it held, the operator approves and pays it, and the member confirms it partly received with a proof image`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const account = await fundedMember(page, tenant, 100_000);
    const before = await headerBalance(page, tenant);

    await header(page).getByRole('button', { name: auth.memberBar.withdraw, exact: true }).click();
    const centre = memberCentre(page, tenant);
    await expect(page).toHaveURL(/[?&]member=withdraw/);

    // A payee first (only the kinds the tenant binds).
    const payee = centre.getByRole('form', { name: wallet.payee.formLabel });
    await labelled(payee, wallet.payee.providerName).fill('Demo Bank');
    await labelled(payee, wallet.payee.accountName).fill('E2E Member');
    await labelled(payee, wallet.payee.accountNumber).fill('1234567890');
    await payee.getByRole('button', { name: wallet.payee.submit }).click();

    // Where the tenant confirms withdrawals with a payment password (PAYMENTPASS3), one is set.
    const usesPaymentPassword = tenant.modules.PAYMENTPASS3 === true;
    if (usesPaymentPassword) {
      const passwordForm = centre.getByRole('form', { name: wallet.paymentPassword.formLabel });
      await labelled(passwordForm, wallet.paymentPassword.loginPassword).fill(account.password);
      await labelled(passwordForm, wallet.paymentPassword.new).fill('246810');
      await labelled(passwordForm, wallet.paymentPassword.confirm).fill('246810');
      await passwordForm.getByRole('button', { name: wallet.paymentPassword.submit }).click();
    }

    const form = centre.getByRole('form', { name: wallet.withdraw.formLabel });
    await form.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(wallet.amount.plain)} \\(`) }).fill('400');
    const password = labelled(
      form,
      usesPaymentPassword ? wallet.withdraw.paymentPassword : wallet.withdraw.loginPassword,
    );
    // A wrong password: refused, translated, and the form keeps the amount.
    await password.fill(usesPaymentPassword ? '135791' : 'Wrong0000');
    await form.getByRole('button', { name: wallet.withdraw.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(wallet.errors.payment_password_error);
    await password.fill(usesPaymentPassword ? '246810' : account.password);
    await form.getByRole('button', { name: wallet.withdraw.submit }).click();
    const requested = form.getByRole('status');
    await expect(requested).toBeVisible();
    const withdrawalNo = /\b([A-Z0-9]{8,32})\b/.exec((await requested.textContent()) ?? '')?.[1] ?? '';
    expect(withdrawalNo).not.toBe('');

    // The amount is held: it has left the balance.
    await expect.poll(() => headerBalance(page, tenant)).toBe(before - 40_000);
    const list = centre.getByRole('table', { name: wallet.withdraw.listTitle });
    await expect(list.getByRole('row').filter({ hasText: withdrawalNo })).toContainText(
      wallet.withdraw.status.requested,
    );

    // The operator approves it and pays it.
    await operatorCall(tenant, `/ops/withdrawals/${withdrawalNo}/approve`);
    await operatorCall(tenant, `/ops/withdrawals/${withdrawalNo}/paid`);

    // The address still names the page: a reload opens the centre on it again, with the news.
    await page.reload();
    const row = memberCentre(page, tenant)
      .getByRole('table', { name: wallet.withdraw.listTitle })
      .getByRole('row')
      .filter({ hasText: withdrawalNo });
    await expect(row).toContainText(wallet.withdraw.status.paid);
    await row.getByRole('button', { name: fill(wallet.withdraw.confirmFor, { withdrawalNo }) }).click();

    const confirm = memberCentre(page, tenant).getByRole('form', {
      name: fill(wallet.confirm.formLabel, { withdrawalNo }),
    });
    await confirm.getByRole('radio', { name: wallet.confirm.results.partial }).check();
    await labelled(confirm, wallet.confirm.receivedAmount).fill('300');
    await labelled(confirm, wallet.confirm.proofs).setInputFiles(
      join(import.meta.dirname, 'fixtures', 'transfer-receipt.png'),
    );
    await confirm.getByRole('button', { name: wallet.confirm.submit }).click();
    await expect(
      memberCentre(page, tenant).getByText(fill(wallet.confirm.done.partial, { withdrawalNo })),
    ).toBeVisible();
    await expect(row).toContainText(wallet.withdraw.status.partial);
    // What the operator refunds of a partial receipt is the operator's call: the balance is unchanged.
    expect(await refreshedBalance(page, tenant)).toBe(before - 40_000);
  });

  test(`${tenant.id}: transfers to a game wallet and back, one ledger move each way`, async ({ page }) => {
    await fundedMember(page, tenant, 10_000);
    const before = await headerBalance(page, tenant);
    // A link opens the page.
    await page.goto(`${tenant.origin}/?member=transferFund`);
    const centre = memberCentre(page, tenant);
    const wallets = centre.getByRole('region', { name: wallet.transfer.walletsTitle });
    await expect(wallets.getByText(wallet.wallets.MAIN, { exact: true })).toBeVisible();
    const live = wallets.getByText(wallet.wallets.LIVE, { exact: true });
    await expect(live).toBeVisible();

    const form = centre.getByRole('form', { name: wallet.transfer.formLabel });
    await form
      .getByRole('combobox', { name: new RegExp(`^${escapeRegExp(wallet.transfer.to)}`) })
      .selectOption({ label: wallet.wallets.LIVE });
    const amount = form.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(wallet.amount.plain)} \\(`) });
    await amount.fill('25');
    await form.getByRole('button', { name: wallet.transfer.submit, exact: true }).click();
    await expect(form.getByRole('status')).toBeVisible();
    // The live wallet now holds 25.00.
    await expect(wallets.locator('dd').nth(1)).toHaveText(/25[.,]00/);

    await form.getByRole('button', { name: wallet.transfer.swap }).click();
    await amount.fill('25');
    await form.getByRole('button', { name: wallet.transfer.submit, exact: true }).click();
    await expect(wallets.locator('dd').nth(1)).toHaveText(/\D0[.,]00$/);
    await expect(wallets.locator('dd').first()).toHaveText(/100[.,]00/);
    expect(await refreshedBalance(page, tenant)).toBe(before);
  });
}
