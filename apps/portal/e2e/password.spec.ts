// Passwords (spec §2 "Login popup and modals", §4, §5): the forced change after a login with the
// default password 123456 or a temporary one, forgot password by e-mail (temporary password from
// the outbox e-mail) and by phone (SMS code, new password, logged in at '/'), and the change from
// the member centre's "my account" (securityCenter) page.
//
// The default-password case needs an account whose password is 123456, which registration cannot
// make (the password rule wants letters and digits): each tenant's demo `reset01` is used by
// exactly one test here — aurora's changes its password, lotus's only logs in and out again.
// Every other test changes the password of its own new account.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  closeAfterLogin,
  smsCountdownName,
  expectMemberBar,
  fillUsernameLogin,
  header,
  memberMenuButton,
  openLoginPopup,
  sendSmsCode,
  submitLogin,
  textsOf,
  usernameLoginForm,
} from './support/auth-ui';
import { Platform, type NewAccount } from './support/platform';
import { openAsMember } from './support/session';
import { AURORA, LOTUS, type E2eTenant } from './support/tenants';
import { fill, pluralForm } from './support/texts';

const DEFAULT_PASSWORD = '123456';

const platforms = new Map<E2eTenant['id'], Platform>();
test.beforeAll(async () => {
  for (const tenant of [AURORA, LOTUS]) platforms.set(tenant.id, await Platform.connect(tenant));
});
test.afterAll(async () => {
  for (const platform of platforms.values()) await platform.dispose();
});
function platformOf(tenant: E2eTenant): Platform {
  return platforms.get(tenant.id) as Platform;
}

/** Where a visitor logs in: the header popup, or the /login page on a forced-login tenant. */
async function loginScope(page: Page, tenant: E2eTenant): Promise<Locator> {
  if (tenant.forceLogin) {
    await page.goto(`${tenant.origin}/login`);
    return page.getByRole('main');
  }
  await page.goto(`${tenant.origin}/`);
  return openLoginPopup(page, tenant);
}

function forcedDialog(page: Page, tenant: E2eTenant): Locator {
  return page.getByRole('dialog', { name: textsOf(tenant).auth.password.forcedTitle });
}

function passwordField(scope: Locator, tenant: E2eTenant, which: 'old' | 'new' | 'confirm'): Locator {
  return scope.getByRole('textbox', { name: textsOf(tenant).auth.password[which], exact: true });
}

/** The new password must work, the old one no longer (checked as another device would). */
async function expectPasswordNow(tenant: E2eTenant, username: string, password: string) {
  const login = await platformOf(tenant).login(username, password);
  expect(login.forceChangePassword).toBe(false);
}

test('aurora reset01 (password 123456) must change it first: leaving asks to log out, then the change logs in', async ({
  page,
}) => {
  const en = textsOf(AURORA);
  const newPassword = `Changed${Date.now() % 100_000}`;
  const scope = await loginScope(page, AURORA);
  const form = usernameLoginForm(scope, AURORA);
  await fillUsernameLogin(form, AURORA, 'reset01', DEFAULT_PASSWORD);
  await submitLogin(form, AURORA);

  await expect(page).toHaveURL(`${AURORA.origin}/`);
  const forced = forcedDialog(page, AURORA);
  await expect(forced).toContainText(en.auth.password.forcedExplanation);
  // The password typed at login is the old one: not asked again.
  await expect(passwordField(forced, AURORA, 'old')).toHaveCount(0);

  // Leaving without a change asks whether to log out; keep changing.
  await forced.getByRole('button', { name: en.auth.password.leave }).click();
  const ask = page.getByRole('alertdialog', { name: en.auth.password.signOutTitle });
  await expect(ask).toContainText(en.auth.password.signOutMessage);
  await ask.getByRole('button', { name: en.auth.password.keepChanging }).click();
  await expect(ask).toBeHidden();
  await expect(forced).toBeVisible();

  await passwordField(forced, AURORA, 'new').fill(newPassword);
  await passwordField(forced, AURORA, 'confirm').fill(`${newPassword}x`);
  await forced.getByRole('button', { name: en.auth.password.submit }).click();
  await expect(passwordField(forced, AURORA, 'confirm')).toHaveAccessibleDescription(
    en.common.validation.inconsistentTwice,
  );
  await passwordField(forced, AURORA, 'confirm').fill(newPassword);
  await forced.getByRole('button', { name: en.auth.password.submit }).click();

  await expect(forced).toBeHidden();
  await expect(page.getByRole('dialog', { name: new RegExp(`reset01`) })).toBeVisible();
  await page
    .getByRole('dialog', { name: /reset01/ })
    .getByRole('button', { name: en.auth.afterLogin.start })
    .click();
  await expectMemberBar(page, AURORA, 'reset01');
  await expectPasswordNow(AURORA, 'reset01', newPassword);
});

test('lotus reset01 (password 123456) on /login: the forced change offers to log out instead', async ({ page }) => {
  const th = textsOf(LOTUS);
  const scope = await loginScope(page, LOTUS);
  const form = usernameLoginForm(scope, LOTUS);
  await fillUsernameLogin(form, LOTUS, 'reset01', DEFAULT_PASSWORD);
  await submitLogin(form, LOTUS);

  const forced = forcedDialog(page, LOTUS);
  await expect(forced).toContainText(th.auth.password.forcedExplanation);
  // It cannot be dismissed with Escape or a click outside: both ask first.
  await page.keyboard.press('Escape');
  const ask = page.getByRole('alertdialog', { name: th.auth.password.signOutTitle });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: th.auth.password.keepChanging }).click();
  await expect(forced).toBeVisible();

  await forced.getByRole('button', { name: th.common.actions.logOut }).click();
  await ask.getByRole('button', { name: th.common.actions.logOut }).click();
  await expect(forced).toBeHidden();
  // Logged out: lotus forces login, so the visitor is back on /login.
  await expect(page).toHaveURL(`${LOTUS.origin}/login`);
  await expect(page.getByRole('heading', { level: 1, name: th.auth.login.title })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

for (const tenant of [AURORA, LOTUS]) {
  test(`${tenant.id}: forgot password by e-mail, log in with the mailed temporary password, then set a new one`, async ({
    page,
  }) => {
    const { auth, common } = textsOf(tenant);
    const account = await platformOf(tenant).register();
    const scope = await loginScope(page, tenant);
    await scope.getByRole('button', { name: auth.login.forgotByEmail }).click();
    const dialog = page.getByRole('dialog', { name: auth.recovery.title });
    const form = dialog.getByRole('form', { name: auth.recovery.byEmail });
    await form.getByRole('textbox', { name: auth.fields.username.label }).fill(account.username);
    await form.getByRole('textbox', { name: auth.fields.email.label }).fill('not-an-email');
    await form.getByRole('button', { name: auth.recovery.sendEmail }).click();
    await expect(form.getByRole('textbox', { name: auth.fields.email.label })).toHaveAccessibleDescription(
      fill(
        pluralForm(
          common.validation.pattern,
          '3',
          tenant.registrationFields.email?.maxLength ?? 0,
          tenant.defaultLanguage,
        ),
        {
          min: String(tenant.registrationFields.email?.minLength),
          count: String(tenant.registrationFields.email?.maxLength),
        },
      ),
    );
    await form.getByRole('textbox', { name: auth.fields.email.label }).fill(account.email);
    // The mail goes out only with a solved captcha (no mail-bombing a member).
    await form
      .getByRole('textbox', { name: auth.fields.captcha.label })
      .fill(await platformOf(tenant).captchaAnswerFor(page));
    await form.getByRole('button', { name: auth.recovery.sendEmail }).click();
    await expect(form.getByRole('status')).toHaveText(fill(auth.recovery.emailSent, { email: account.email }));
    // The answer is used up: the field is emptied for a new image.
    await expect(form.getByRole('textbox', { name: auth.fields.captcha.label })).toHaveValue('');

    const mail = await platformOf(tenant).latestMessage('email', account.email);
    const temporary = mail.code as string;
    expect(mail.text).toContain(temporary);
    await dialog.getByRole('button', { name: common.actions.close }).click();

    const loginForm = usernameLoginForm(await loginScope(page, tenant), tenant);
    await fillUsernameLogin(loginForm, tenant, account.username, temporary);
    await submitLogin(loginForm, tenant);
    const forced = forcedDialog(page, tenant);
    await expect(forced).toBeVisible();
    const newPassword = `${account.password}n`;
    await passwordField(forced, tenant, 'new').fill(newPassword);
    await passwordField(forced, tenant, 'confirm').fill(newPassword);
    await forced.getByRole('button', { name: auth.password.submit }).click();
    await closeAfterLogin(page, tenant, account.username, true);
    await expectMemberBar(page, tenant, account.username);
    await expectPasswordNow(tenant, account.username, newPassword);
  });

  test(`${tenant.id}: reset by phone with the SMS code logs in at '/' with the new password`, async ({ page }) => {
    const { auth } = textsOf(tenant);
    const account: NewAccount = await platformOf(tenant).register();
    const scope = await loginScope(page, tenant);
    await scope.getByRole('button', { name: auth.login.forgotByPhone }).click();
    const dialog = page.getByRole('dialog', { name: auth.recovery.title });
    await expect(dialog.getByRole('tab', { name: auth.recovery.byPhone })).toHaveAttribute('aria-selected', 'true');
    const form = dialog.getByRole('form', { name: auth.recovery.byPhone });
    await expect(form.getByRole('combobox', { name: auth.fields.countryCode.label })).toHaveValue(
      tenant.defaultDialingCode,
    );
    await form.getByRole('textbox', { name: auth.fields.mobileNum.label }).fill(account.mobileNum);
    await sendSmsCode(page, form, tenant, platformOf(tenant));
    // The countdown runs to the code's expiry (5 minutes); no new code meanwhile.
    const counting = form.getByRole('button', { name: smsCountdownName(tenant) });
    await expect(counting).toBeDisabled();
    const code = await platformOf(tenant).smsCode(account.countryDialingCode, account.mobileNum);
    await form.getByRole('textbox', { name: auth.fields.verificationCode.label }).fill(code);
    const newPassword = `${account.password}p`;
    await passwordField(form, tenant, 'new').fill(newPassword);
    await passwordField(form, tenant, 'confirm').fill(newPassword);
    await form.getByRole('button', { name: auth.recovery.reset }).click();

    await expect(page).toHaveURL(`${tenant.origin}/`);
    await expect(dialog).toBeHidden();
    await closeAfterLogin(page, tenant, account.username, true);
    await expectMemberBar(page, tenant, account.username);
    await expectPasswordNow(tenant, account.username, newPassword);
  });

  test(`${tenant.id}: a member changes the password on the member centre's My account page`, async ({ page }) => {
    const { auth } = textsOf(tenant);
    const account = await openAsMember(page, tenant);
    await memberMenuButton(page, account.username).click();
    await page.getByRole('menuitem', { name: auth.memberBar.menu.members }).click();
    const centre = page.getByRole('dialog', { name: auth.personalCenter.title });
    await expect(
      centre
        .getByRole('navigation', { name: auth.personalCenter.menu })
        .getByRole('button', { name: auth.personalCenter.pages.securityCenter }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      centre.getByRole('heading', { name: auth.personalCenter.pages.securityCenter, exact: true }),
    ).toBeVisible();
    const form = centre.getByRole('form', { name: auth.password.formLabel });
    const newPassword = `${account.password}c`;

    // A wrong current password is refused with the translated error.
    await passwordField(form, tenant, 'old').fill('wrong1234');
    await passwordField(form, tenant, 'new').fill(newPassword);
    await passwordField(form, tenant, 'confirm').fill(newPassword);
    await form.getByRole('button', { name: auth.password.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(auth.serverErrors.oldPassword);

    await passwordField(form, tenant, 'old').fill(account.password);
    await form.getByRole('button', { name: auth.password.submit }).click();
    await expect(centre.getByRole('status').filter({ hasText: auth.password.changed })).toBeVisible();
    // This session goes on; the new password is the one that works.
    await expect(header(page).getByRole('group', { name: auth.memberBar.balance })).toBeVisible();
    await expectPasswordNow(tenant, account.username, newPassword);
  });
}
