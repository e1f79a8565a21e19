// Responsible gaming (issue 25) against the real platform: a deposit limit set on the member centre's
// Responsible gaming page (one click from the header's balance) makes a deposit over it refused with
// its message; a self-exclusion, confirmed with the password, signs the member out and refuses the
// login of the same identity (the e-mail) on both brands; the reality check appears over a launched
// game once the configured interval passes (the e2e server's REALITY_CHECK_MINUTE_MS makes a
// minute 200 ms, so "every 15 minutes" is every 3 seconds; production ignores the setting).
import { expect, test, type Page } from '@playwright/test';
import rgEn from '../../../packages/features/member/src/locales/en/responsible-gaming.json' with { type: 'json' };
import { seriousViolations } from './support/axe';
import {
  expectVisitorBar,
  fillUsernameLogin,
  header,
  submitLogin,
  textsOf,
  usernameLoginForm,
} from './support/auth-ui';
import { labelled, memberCentre, walletTexts } from './support/member-centre';
import { newAccount, Platform } from './support/platform';
import { openAs } from './support/session';
import { AURORA, LOTUS, type E2eTenant } from './support/tenants';
import { escapeRegExp, fill, LOBBY_TEXTS } from './support/texts';

const { auth } = textsOf(AURORA);
const wallet = walletTexts(AURORA);

/** The member centre on the Responsible gaming page, opened from the button beside the header's balance. */
async function openResponsibleGaming(page: Page) {
  await header(page).getByRole('button', { name: auth.memberBar.responsibleGaming, exact: true }).click();
  const centre = memberCentre(page, AURORA);
  await expect(
    centre.getByRole('heading', { name: auth.personalCenter.pages.responsibleGaming, exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/[?&]member=responsibleGaming/);
  return centre;
}

/** A fresh aurora member with balance, signed in on `path`. */
async function member(page: Page, path = '/', balanceMinor = 0) {
  const platform = await Platform.connect(AURORA);
  try {
    const account = await platform.register();
    if (balanceMinor > 0) await platform.credit(account.username, balanceMinor);
    await openAs(page, AURORA, account, path, platform);
    return account;
  } finally {
    await platform.dispose();
  }
}

/** The platform's refusal of a login as the /login page shows it (the form's alert). */
async function loginRefused(page: Page, tenant: E2eTenant, account: { username: string; password: string }) {
  await page.goto(`${tenant.origin}/login`);
  const form = usernameLoginForm(page, tenant);
  await fillUsernameLogin(form, tenant, account.username, account.password);
  await submitLogin(form, tenant);
  return form.getByRole('alert');
}

test('aurora: a deposit limit set on the Responsible gaming page refuses a deposit over it, with the message', async ({
  page,
}) => {
  await member(page);
  const centre = await openResponsibleGaming(page);
  const form = centre.getByRole('form', { name: rgEn.limits.form.label });
  await expect(centre.getByRole('table', { name: rgEn.limits.caption })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await form.getByRole('combobox', { name: rgEn.limits.form.kind }).selectOption({ label: rgEn.limits.kinds.deposit });
  await form
    .getByRole('combobox', { name: rgEn.limits.form.period })
    .selectOption({ label: rgEn.limits.periods.daily });
  await form.getByRole('textbox', { name: fill(rgEn.limits.form.amount, { currency: 'USD' }) }).fill('100');
  await form.getByRole('button', { name: rgEn.limits.form.submit }).click();
  await expect(form.getByRole('status')).toHaveText(rgEn.limits.form.saved);
  const row = centre.getByRole('table', { name: rgEn.limits.caption }).getByRole('row', {
    name: new RegExp(`^${escapeRegExp(`${rgEn.limits.kinds.deposit} · ${rgEn.limits.periods.daily}`)}`),
  });
  await expect(row).toContainText('100.00');

  // The deposit page: 150 is over the day's 100.
  await centre.getByRole('button', { name: auth.personalCenter.pages.depositv2 }).click();
  const deposit = centre.getByRole('form', { name: wallet.deposit.formLabel });
  const amount = deposit.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(wallet.amount.plain)} \\(`) });
  await amount.fill('150');
  await deposit.getByRole('button', { name: wallet.deposit.submit }).click();
  await expect(deposit.getByRole('alert')).toHaveText(fill(wallet.errors.rg_deposit_limit, { remaining: '$100.00' }));
  // What the member typed stays.
  await expect(amount).toHaveValue('150');
});

test('a self-excluded member is signed out and cannot log in on either brand (the same e-mail on lotus)', async ({
  page,
}) => {
  const account = await member(page);
  // The same person on lotus: another account with the same e-mail address.
  const lotus = await Platform.connect(LOTUS);
  const onLotus = await lotus.register({ ...newAccount(LOTUS), email: account.email.toUpperCase() });
  await lotus.dispose();

  const centre = await openResponsibleGaming(page);
  const form = centre.getByRole('form', { name: rgEn.exclusion.heading });
  await form
    .getByRole('combobox', { name: rgEn.exclusion.period })
    .selectOption({ label: rgEn.exclusion.periods['6m'] });
  // Without the password nothing is asked.
  await form.getByRole('button', { name: rgEn.exclusion.submit }).click();
  await expect(form.getByText(rgEn.exclusion.passwordRequired)).toBeVisible();
  await labelled(form, rgEn.exclusion.password).fill(account.password);
  await form.getByRole('button', { name: rgEn.exclusion.submit }).click();
  const confirm = page.getByRole('alertdialog', {
    name: fill(rgEn.exclusion.confirmTitle, { period: rgEn.exclusion.periods['6m'] }),
  });
  await expect(confirm).toContainText(rgEn.exclusion.confirmMessage.split('{{')[0]!.trim());
  await confirm.getByRole('button', { name: rgEn.exclusion.confirm }).click();
  const done = page.getByRole('alertdialog', { name: rgEn.exclusion.doneTitle });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: rgEn.exclusion.ok }).click();
  await expectVisitorBar(page, AURORA);

  // Both brands refuse the login, with the platform's message in the brand's language.
  await expect(await loginRefused(page, AURORA, account)).toHaveText(/self-excluded until \d{4}-\d{2}-\d{2}/);
  await expect(await loginRefused(page, LOTUS, onLotus)).toHaveText(/กีดกันตนเองจนถึง \d{4}-\d{2}-\d{2}/);
});

test('aurora: the reality check appears over a game after the configured interval, and again after Continue', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await member(page, '/', 10_000);
  const centre = await openResponsibleGaming(page);
  const form = centre.getByRole('form', { name: rgEn.realityCheck.heading });
  await form
    .getByRole('combobox', { name: rgEn.realityCheck.interval })
    .selectOption({ label: rgEn.realityCheck.options['15'] });
  await form.getByRole('button', { name: rgEn.realityCheck.submit }).click();
  await expect(form.getByRole('status')).toHaveText(rgEn.realityCheck.saved);
  await centre.getByRole('button', { name: textsOf(AURORA).common.actions.close, exact: true }).click();

  await page.goto(`${AURORA.origin}/inhouse`);
  await page
    .getByRole('button', { name: /^Aurora Fruits/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/game\?nodeId=INH-SLOT/);
  const lobby = LOBBY_TEXTS.EN;
  await expect(page.locator(`iframe[title^="${fill(lobby.game.frameTitle, { name: '' }).trim()}"]`)).toBeVisible();

  const check = page.getByRole('alertdialog', { name: rgEn.check.title });
  await expect(check).toBeVisible({ timeout: 15_000 });
  await expect(check).toContainText(rgEn.check.net.split('{{')[0]!.trim());
  await expect(check).toContainText(rgEn.check.played.split('{{')[0]!.trim());
  await check.getByRole('button', { name: rgEn.check.continue }).click();
  await expect(check).toBeHidden();
  // The next interval brings it back; Leave game goes to the lobby and closes the game.
  await expect(check).toBeVisible({ timeout: 15_000 });
  await check.getByRole('button', { name: rgEn.check.leave }).click();
  await expect(page).not.toHaveURL(/\/game\?/);
});
