// The operator's back office (/backoffice/) on the same platform as the portal: a member binds a
// payee whose account name is markup and asks for a withdrawal in the portal; finance sees that
// name as literal text in the queue, approves and pays it; content grants a reward above the
// tenant's threshold, which waits; checker (a second staff member) approves it; admin adds a staff
// member and reads those decisions in the audit trail. Passwords of the demo staff come from the
// e2e server's secrets.json (staffPasswords).
import { expect, test } from '@playwright/test';
import { header, headerBalance, textsOf } from './support/auth-ui';
import { BACK_OFFICE_TEXTS as bo, openBackOfficeAs, staffDecisions } from './support/back-office';
import { labelled, memberCentre, walletTexts } from './support/member-centre';
import { Platform, uniqueUsername } from './support/platform';
import { openAs } from './support/session';
import { AURORA } from './support/tenants';
import { escapeRegExp, fill } from './support/texts';

const tenant = AURORA;
const HOSTILE_NAME = '<b>Vic</b>';

test('staff work a member’s withdrawal and a reward through the back office, and the audit trail shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const wallet = walletTexts(tenant);
  const { auth } = textsOf(tenant);

  // --- A member asks for a withdrawal in the portal, to a payee named with markup. ---
  const platform = await Platform.connect(tenant);
  const account = await (async () => {
    try {
      const registered = await platform.register();
      await platform.credit(registered.username, 100_000);
      await openAs(page, tenant, registered, '/', platform);
      return registered;
    } finally {
      await platform.dispose();
    }
  })();
  const before = await headerBalance(page, tenant);
  await header(page).getByRole('button', { name: auth.memberBar.withdraw, exact: true }).click();
  const centre = memberCentre(page, tenant);
  const payee = centre.getByRole('form', { name: wallet.payee.formLabel });
  await labelled(payee, wallet.payee.providerName).fill('Demo Bank');
  await labelled(payee, wallet.payee.accountName).fill(HOSTILE_NAME);
  await labelled(payee, wallet.payee.accountNumber).fill('9876543210');
  await payee.getByRole('button', { name: wallet.payee.submit }).click();
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
  await labelled(form, usesPaymentPassword ? wallet.withdraw.paymentPassword : wallet.withdraw.loginPassword).fill(
    usesPaymentPassword ? '246810' : account.password,
  );
  await form.getByRole('button', { name: wallet.withdraw.submit }).click();
  const requested = form.getByRole('status');
  await expect(requested).toBeVisible();
  const withdrawalNo = /\b([A-Z0-9]{8,32})\b/.exec((await requested.textContent()) ?? '')?.[1] ?? '';
  expect(withdrawalNo).not.toBe('');
  await expect.poll(() => headerBalance(page, tenant)).toBe(before - 40_000);

  // --- Finance: the payee's name is literal text; approve with a remark, then mark paid. ---
  const finance = await openBackOfficeAs(browser, tenant, 'finance');
  try {
    await expect(finance.getByRole('heading', { level: 1, name: bo.withdrawals.title })).toBeVisible();
    await finance.getByRole('textbox', { name: bo.withdrawals.member }).fill(account.username);
    await finance.getByRole('button', { name: bo.withdrawals.search }).click();
    const queue = finance.getByRole('table', { name: bo.withdrawals.caption });
    const row = queue.getByRole('row').filter({ hasText: withdrawalNo });
    await expect(row).toBeVisible();
    await expect(row.getByText(HOSTILE_NAME, { exact: true })).toBeVisible();
    await expect(finance.locator('b', { hasText: 'Vic' })).toHaveCount(0);
    // Finance reads the whole account number.
    await expect(row.getByText('9876543210', { exact: true })).toBeVisible();

    const actions = finance.getByRole('group', { name: fill(bo.withdrawals.actionsFor, { withdrawalNo }) });
    await actions.getByRole('button', { name: bo.withdrawals.approve }).click();
    const approve = finance.getByRole('dialog', { name: fill(bo.withdrawals.approveTitle, { withdrawalNo }) });
    await approve.getByRole('textbox', { name: new RegExp(`^${bo.withdrawals.remark}`) }).fill('checked <i>ok</i>');
    await approve.getByRole('button', { name: bo.withdrawals.approve }).click();
    await expect(finance.getByText(fill(bo.withdrawals.approved, { withdrawalNo }))).toBeVisible();

    await actions.getByRole('button', { name: bo.withdrawals.markPaid }).click();
    const paid = finance.getByRole('alertdialog', { name: fill(bo.withdrawals.paidTitle, { withdrawalNo }) });
    await paid.getByRole('button', { name: bo.withdrawals.markPaid }).click();
    await expect(finance.getByText(fill(bo.withdrawals.paid, { withdrawalNo }))).toBeVisible();
    await expect(row).toContainText(bo.withdrawals.statuses.paid);
    await expect(row.getByText('checked <i>ok</i>', { exact: true })).toBeVisible();
  } finally {
    await finance.context().close();
  }

  // --- Content: a reward above the threshold waits for a second staff member. ---
  const { approvalThreshold } = staffDecisions(tenant);
  const rewardTitle = `E2E loyalty ${withdrawalNo.slice(-6)}`;
  const content = await openBackOfficeAs(browser, tenant, 'content');
  try {
    await content.getByRole('link', { name: bo.nav.messages }).click();
    await content.getByRole('tab', { name: bo.messages.rewardTab }).click();
    const reward = content.getByRole('form', { name: bo.messages.reward.heading });
    await reward.getByRole('textbox', { name: new RegExp(`^${bo.messages.username}`) }).fill(account.username);
    await reward.getByRole('textbox', { name: new RegExp(`^${bo.messages.reward.rewardTitle}`) }).fill(rewardTitle);
    await reward.getByRole('textbox', { name: /^Amount/ }).fill(String(approvalThreshold + 500));
    await reward.getByRole('button', { name: bo.messages.reward.submit }).click();
    await expect(reward.getByRole('status')).toHaveText(
      fill(bo.messages.reward.pending, { username: account.username }),
    );
    // The maker cannot approve their own request.
    await content.getByRole('link', { name: bo.nav.approvals }).click();
    const mine = content
      .getByRole('table', { name: bo.approvals.caption })
      .getByRole('row')
      .filter({ hasText: rewardTitle });
    await expect(mine).toBeVisible();
    await mine.getByRole('button', { name: bo.approvals.approve }).click();
    const own = content.getByRole('alertdialog');
    await own.getByRole('button', { name: bo.approvals.approve }).click();
    await expect(own.getByRole('alert')).toHaveText(bo.errors.approval_needs_second_staff);
  } finally {
    await content.context().close();
  }

  // --- Checker (finance + content): approves it. ---
  const checker = await openBackOfficeAs(browser, tenant, 'checker');
  try {
    await checker.getByRole('link', { name: bo.nav.approvals }).click();
    const pending = checker
      .getByRole('table', { name: bo.approvals.caption })
      .getByRole('row')
      .filter({ hasText: rewardTitle });
    await expect(pending).toBeVisible();
    await expect(pending).toContainText(account.username);
    await pending.getByRole('button', { name: bo.approvals.approve }).click();
    await checker.getByRole('alertdialog').getByRole('button', { name: bo.approvals.approve }).click();
    await expect(checker.getByText(/^Approval \d+ approved\.$/)).toBeVisible();
  } finally {
    await checker.context().close();
  }

  // --- Admin: adds a staff member (one-time password shown once) and reads the audit trail. ---
  const admin = await openBackOfficeAs(browser, tenant, 'admin');
  try {
    const newStaff = uniqueUsername('s')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
    await admin.getByRole('button', { name: bo.staff.create }).click();
    const create = admin.getByRole('dialog', { name: bo.staff.createTitle });
    await create.getByRole('textbox', { name: new RegExp(`^${bo.staff.username}`) }).fill(newStaff);
    await create.getByRole('textbox', { name: new RegExp(`^${bo.staff.displayName}`) }).fill('E2E Auditor');
    await create.getByRole('checkbox', { name: bo.roles.support }).check();
    await create.getByRole('button', { name: bo.staff.createSubmit }).click();
    const shown = admin.getByRole('dialog', { name: fill(bo.staff.passwordTitle, { username: newStaff }) });
    await expect(shown.getByRole('textbox', { name: bo.staff.passwordLabel })).toHaveValue(/.{12,}/);
    await shown.getByRole('button', { name: bo.staff.passwordDone }).click();
    await expect(admin.getByRole('table', { name: bo.staff.caption })).toContainText(newStaff);

    await admin.getByRole('link', { name: bo.nav.audit }).click();
    await admin.getByRole('textbox', { name: bo.audit.member }).fill(account.username);
    await admin.getByRole('button', { name: bo.audit.search }).click();
    const trail = admin.getByRole('table', { name: bo.audit.caption });
    const entry = (action: keyof typeof bo.audit.actions, actor: string) =>
      trail
        .getByRole('row')
        .filter({ hasText: bo.audit.actions[action] })
        .filter({ has: admin.getByRole('cell', { name: actor, exact: true }) });
    await expect(entry('withdrawal.approve', 'finance')).toBeVisible();
    await expect(entry('withdrawal.paid', 'finance')).toBeVisible();
    await expect(entry('reward.grant', 'content').filter({ hasText: bo.audit.outcomes.pending })).toBeVisible();
    await expect(entry('approval.approve', 'checker')).toBeVisible();
    await expect(admin.locator('b, i')).toHaveCount(0);
  } finally {
    await admin.context().close();
  }
});
