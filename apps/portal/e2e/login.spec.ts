// Login (spec §2 "Login popup and modals", §4 "Login", §5, §9): the popup and the /login page, by
// username (trimmed) and by SMS code, the translated failure that keeps the form, the captcha the
// platform asks for after three failures, remember me (the username only, 24 h), free play on lotus
// (a trial account meets in_need_true_account), and the popup with the keyboard alone.
// Every test logs in with its own new account: one session per account, so a shared demo account
// would end another test's session.
import { expect, test } from '@playwright/test';
import {
  afterLoginDialog,
  closeAfterLogin,
  expectMemberBar,
  expectVisitorBar,
  fillUsernameLogin,
  header,
  loginDialog,
  memberMenuButton,
  openLoginPopup,
  sendSmsCode,
  smsCaptchaDialog,
  smsCountdownName,
  submitLogin,
  textsOf,
  usernameLoginForm,
} from './support/auth-ui';
import { platformsForFile, smsRecipient } from './support/platform';
import { sessionStorageOf } from './support/session';
import { AURORA, LOTUS } from './support/tenants';

const en = textsOf(AURORA);
const th = textsOf(LOTUS);

const platforms = platformsForFile();

test('aurora popup: username and password are trimmed, the member is welcomed and the bar shows', async ({ page }) => {
  const account = await platforms.aurora.register();
  await page.goto(`${AURORA.origin}/rng`);
  const dialog = await openLoginPopup(page, AURORA);
  const form = usernameLoginForm(dialog, AURORA);
  await fillUsernameLogin(form, AURORA, `  ${account.username}  `, ` ${account.password}\t`);
  await submitLogin(form, AURORA);

  await expect(dialog).toBeHidden();
  // After a login the member goes to '/'; a first login gets the welcome variant.
  await expect(page).toHaveURL(`${AURORA.origin}/`);
  const welcome = afterLoginDialog(page, AURORA, account.username, true);
  await expect(welcome).toContainText(en.auth.afterLogin.firstMessage);
  await closeAfterLogin(page, AURORA, account.username, true);
  await expectMemberBar(page, AURORA, account.username);
  const stored = await sessionStorageOf(page);
  expect(stored).toMatchObject({
    account: account.username,
    merchant: AURORA.merchantCode,
    merchantCode: AURORA.merchantCode,
    isAgent: '0',
  });
  expect(stored.token).toBeTruthy();
});

test('aurora popup: a wrong password gets the translated error and the form keeps what was typed', async ({ page }) => {
  const account = await platforms.aurora.register();
  await page.goto(`${AURORA.origin}/`);
  const dialog = await openLoginPopup(page, AURORA);
  const form = usernameLoginForm(dialog, AURORA);
  await fillUsernameLogin(form, AURORA, account.username, 'wrong1234');
  await submitLogin(form, AURORA);

  await expect(form.getByRole('alert')).toHaveText(en.auth.serverErrors.loginFailed);
  await expect(form.getByRole('textbox', { name: en.auth.fields.username.label })).toHaveValue(account.username);
  await expect(form.getByRole('textbox', { name: en.auth.fields.password.label })).toHaveValue('wrong1234');
  await expect(form.getByRole('textbox', { name: en.auth.fields.captcha.label })).toHaveCount(0);
  await expectVisitorBar(page, AURORA);
  expect((await sessionStorageOf(page)).token).toBeUndefined();
});

test('aurora popup: after three failures the captcha appears, and with its answer the login works', async ({
  page,
}) => {
  const account = await platforms.aurora.register();
  await page.goto(`${AURORA.origin}/`);
  const dialog = await openLoginPopup(page, AURORA);
  const form = usernameLoginForm(dialog, AURORA);
  const captcha = form.getByRole('textbox', { name: en.auth.fields.captcha.label });
  await fillUsernameLogin(form, AURORA, account.username, 'wrong1234');
  for (let attempt = 1; attempt <= 2; attempt++) {
    await submitLogin(form, AURORA);
    await expect(form.getByRole('alert')).toHaveText(en.auth.serverErrors.loginFailed);
    await expect(captcha).toHaveCount(0);
    // The next try starts from a cleared alert, so the same text can be seen again.
    await form.getByRole('textbox', { name: en.auth.fields.password.label }).fill(`wrong123${attempt}`);
  }
  await submitLogin(form, AURORA);
  await expect(captcha).toBeVisible();
  await expect(captcha).toHaveAttribute('placeholder', `${en.auth.fields.captcha.placeholder} *`);
  await expect(form.getByRole('img', { name: en.auth.fields.captcha.imageAlt })).toBeVisible();

  // Without the captcha the form does not go out.
  await form.getByRole('textbox', { name: en.auth.fields.password.label }).fill(account.password);
  await submitLogin(form, AURORA);
  await expect(captcha).toHaveAccessibleDescription(en.common.validation.required);

  await captcha.fill(await platforms.aurora.captchaAnswerFor(page));
  await submitLogin(form, AURORA);
  await closeAfterLogin(page, AURORA, account.username, true);
  await expectMemberBar(page, AURORA, account.username);
});

test('aurora popup: SMS login with the code from the outbox', async ({ page }) => {
  const account = await platforms.aurora.register();
  await page.goto(`${AURORA.origin}/`);
  const dialog = await openLoginPopup(page, AURORA);
  await dialog.getByRole('tab', { name: en.auth.login.bySms }).click();
  const form = dialog.getByRole('form', { name: en.auth.login.formBySms });
  await expect(form.getByRole('combobox', { name: en.auth.fields.countryCode.label })).toHaveValue(
    AURORA.defaultDialingCode,
  );
  await form.getByRole('textbox', { name: en.auth.fields.mobileNum.label }).fill(account.mobileNum);
  await sendSmsCode(page, form, AURORA, platforms.aurora);
  await expect(form.getByRole('button', { name: smsCountdownName(AURORA) })).toBeDisabled();
  // The countdown button cannot hold focus: it moves on to where the code goes.
  await expect(form.getByRole('textbox', { name: en.auth.fields.verificationCode.label })).toBeFocused();
  const code = await platforms.aurora.smsCode(account.countryDialingCode, account.mobileNum);
  await form.getByRole('textbox', { name: en.auth.fields.verificationCode.label }).fill(code);
  await submitLogin(form, AURORA);

  await expect(page).toHaveURL(`${AURORA.origin}/`);
  await closeAfterLogin(page, AURORA, account.username, true);
  await expectMemberBar(page, AURORA, account.username);
});

test('aurora popup: a wrong SMS code is refused with the translated error', async ({ page }) => {
  const account = await platforms.aurora.register();
  await page.goto(`${AURORA.origin}/`);
  const dialog = await openLoginPopup(page, AURORA);
  await dialog.getByRole('tab', { name: en.auth.login.bySms }).click();
  const form = dialog.getByRole('form', { name: en.auth.login.formBySms });
  await form.getByRole('textbox', { name: en.auth.fields.mobileNum.label }).fill(account.mobileNum);
  await sendSmsCode(page, form, AURORA, platforms.aurora);
  const code = await platforms.aurora.smsCode(account.countryDialingCode, account.mobileNum);
  const wrong = code === '000000' ? '111111' : '000000';
  await form.getByRole('textbox', { name: en.auth.fields.verificationCode.label }).fill(wrong);
  await submitLogin(form, AURORA);
  await expect(form.getByRole('alert')).toHaveText(en.common.errors.invalidCode);
  await expect(form.getByRole('textbox', { name: en.auth.fields.mobileNum.label })).toHaveValue(account.mobileNum);
  await expectVisitorBar(page, AURORA);
});

test('aurora popup: the SMS captcha refuses a wrong answer with a new image, and sends nothing until it is solved', async ({
  page,
}) => {
  const account = await platforms.aurora.register();
  await page.goto(`${AURORA.origin}/`);
  const dialog = await openLoginPopup(page, AURORA);
  await dialog.getByRole('tab', { name: en.auth.login.bySms }).click();
  const form = dialog.getByRole('form', { name: en.auth.login.formBySms });
  await form.getByRole('textbox', { name: en.auth.fields.mobileNum.label }).fill(account.mobileNum);
  const send = form.getByRole('button', { name: en.auth.sms.send, exact: true });
  const firstImage = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/captcha');
  await send.click();
  const captcha = smsCaptchaDialog(page, AURORA);
  await expect(captcha).toBeVisible();
  const input = captcha.getByRole('textbox', { name: en.auth.fields.captcha.label });
  await expect(input).toBeFocused();
  await firstImage;
  const right = await platforms.aurora.captchaAnswerFor(page, { fresh: true });
  const secondImage = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/captcha');
  await input.fill(right === 'ZZZZ' ? 'YYYY' : 'ZZZZ');
  await captcha.getByRole('button', { name: en.auth.sms.send, exact: true }).click();
  await expect(input).toHaveAccessibleDescription(en.auth.serverErrors.captcha);
  await expect(input).toHaveValue('');
  await expect(input).toBeFocused();
  await secondImage;
  // No message went out for the wrong answer.
  expect(
    await platforms.aurora.outbox('sms', smsRecipient(account.countryDialingCode, account.mobileNum)),
  ).toHaveLength(0);

  // Escape closes the dialog and gives focus back to the button; the number stays.
  await page.keyboard.press('Escape');
  await expect(captcha).toBeHidden();
  await expect(send).toBeFocused();
  await expect(form.getByRole('textbox', { name: en.auth.fields.mobileNum.label })).toHaveValue(account.mobileNum);
  await expect(dialog).toBeVisible();

  await page.waitForTimeout(1_000);
  await sendSmsCode(page, form, AURORA, platforms.aurora);
  await expect(form.getByRole('button', { name: smsCountdownName(AURORA) })).toBeDisabled();
  await platforms.aurora.smsCode(account.countryDialingCode, account.mobileNum);
});

test('aurora popup: Register now switches to the registration popup', async ({ page }) => {
  await page.goto(`${AURORA.origin}/`);
  const dialog = await openLoginPopup(page, AURORA);
  await dialog.getByRole('button', { name: en.auth.login.registerLink }).click();
  await expect(page.getByRole('dialog', { name: en.auth.register.title })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('remember me keeps the username for 24 hours in a cookie, never the password', async ({ page }) => {
  const account = await platforms.aurora.register();
  await page.goto(`${AURORA.origin}/login`);
  await expect(page.getByRole('heading', { level: 1, name: en.auth.login.title })).toBeVisible();
  const form = usernameLoginForm(page, AURORA);
  const remember = form.getByRole('checkbox', { name: en.auth.login.rememberMe });
  await expect(remember).toHaveAccessibleDescription(en.auth.login.rememberMeHint);
  await fillUsernameLogin(form, AURORA, account.username, account.password);
  await remember.check();
  const before = Date.now() / 1000;
  await submitLogin(form, AURORA);
  await closeAfterLogin(page, AURORA, account.username, true);

  const cookies = await page.context().cookies(AURORA.origin);
  const byName = new Map(cookies.map((cookie) => [cookie.name, cookie]));
  expect(byName.get('loginRemember')?.value).toBe('1');
  expect(byName.get('loginUsername')?.value).toBe(account.username);
  for (const name of ['loginRemember', 'loginUsername']) {
    const expires = byName.get(name)?.expires ?? 0;
    expect(expires - before).toBeGreaterThan(86_400 - 60);
    expect(expires - before).toBeLessThan(86_400 + 60);
  }
  for (const cookie of cookies) {
    expect(cookie.value).not.toContain(account.password);
    expect(decodeURIComponent(cookie.value)).not.toContain(account.password);
  }
  const local = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(local).not.toContain(account.password);

  // Another visit (a new tab: no session): the username is there, the password is not.
  const next = await page.context().newPage();
  await next.goto(`${AURORA.origin}/`);
  const dialog = await openLoginPopup(next, AURORA);
  const nextForm = usernameLoginForm(dialog, AURORA);
  await expect(nextForm.getByRole('textbox', { name: en.auth.fields.username.label })).toHaveValue(account.username);
  await expect(nextForm.getByRole('textbox', { name: en.auth.fields.password.label })).toHaveValue('');
  await expect(nextForm.getByRole('checkbox', { name: en.auth.login.rememberMe })).toBeChecked();

  // Unticked, the next login forgets the username.
  await nextForm.getByRole('checkbox', { name: en.auth.login.rememberMe }).uncheck();
  await nextForm.getByRole('textbox', { name: en.auth.fields.password.label }).fill(account.password);
  await submitLogin(nextForm, AURORA);
  await closeAfterLogin(next, AURORA, account.username, false);
  const after = (await next.context().cookies(AURORA.origin)).map((cookie) => cookie.name);
  expect(after).not.toContain('loginRemember');
  expect(after).not.toContain('loginUsername');
});

test('lotus /login page: a member logs in in Thai and goes home', async ({ page }) => {
  const account = await platforms.lotus.register();
  await page.goto(`${LOTUS.origin}/login`);
  await expect(page.getByRole('heading', { level: 1, name: th.auth.login.title })).toBeVisible();
  // Lotus has no SMS login: no tabs.
  await expect(page.getByRole('tab', { name: th.auth.login.bySms })).toHaveCount(0);
  const form = usernameLoginForm(page, LOTUS);
  await fillUsernameLogin(form, LOTUS, account.username, account.password);
  await submitLogin(form, LOTUS);
  await expect(page).toHaveURL(`${LOTUS.origin}/`);
  await closeAfterLogin(page, LOTUS, account.username, true);
  await expectMemberBar(page, LOTUS, account.username);
});

test('lotus free play: a trial account plays, but the member centre asks for a real account', async ({ page }) => {
  await page.goto(`${LOTUS.origin}/login`);
  const freePlay = page.waitForResponse((response) => response.url().endsWith('/wps/session/login/freeplay'));
  await page.getByRole('main').getByRole('button', { name: th.auth.login.freePlay }).click();
  const trial = ((await (await freePlay).json()) as { value: { nickname: string; type: number } }).value;
  expect(trial.type).toBe(4);
  await expect(page).toHaveURL(`${LOTUS.origin}/`);
  // The trial account's play money, in baht.
  await expect(header(page).getByRole('group', { name: th.auth.memberBar.balance }).getByRole('status')).toHaveText(
    '฿2,000.00',
  );
  const account = trial.nickname;
  await expect(memberMenuButton(page, account)).toBeVisible();
  // Free play skips the welcome popup.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const needReal = page.getByRole('alertdialog', { name: th.common.dialogs.needRealAccount.title });
  await memberMenuButton(page, account).click();
  await page.getByRole('menuitem', { name: th.auth.memberBar.menu.members }).click();
  await expect(needReal).toBeVisible();
  await expect(needReal).toContainText(th.common.dialogs.needRealAccount.message);
  await expect(page.getByRole('dialog', { name: th.auth.personalCenter.title })).toHaveCount(0);
  await needReal.getByRole('button', { name: th.common.actions.cancel }).click();
  await expect(needReal).toBeHidden();

  // Deposit is a member-centre page too; the warning's confirm leads to registration.
  await header(page).getByRole('button', { name: th.auth.memberBar.deposit }).click();
  await expect(needReal).toBeVisible();
  await needReal.getByRole('button', { name: th.common.dialogs.needRealAccount.confirm }).click();
  await expect(page.getByRole('dialog', { name: th.auth.register.title })).toBeVisible();
});

test('the login popup works with the keyboard alone: focus inside, Escape closes, focus returns', async ({ page }) => {
  const account = await platforms.aurora.register();
  await page.goto(`${AURORA.origin}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const logIn = header(page).getByRole('button', { name: en.common.actions.logIn, exact: true });
  // Skip link, theme switch, then Log in (the header's reading order).
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  await expect(logIn).toBeFocused();

  await page.keyboard.press('Enter');
  const dialog = loginDialog(page, AURORA);
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(logIn).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const username = dialog.getByRole('textbox', { name: en.auth.fields.username.label });
  // Tab through the dialog to the username field, type, Tab to the password, Enter submits.
  for (let i = 0; i < 10 && !(await username.evaluate((element) => element === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(username).toBeFocused();
  await page.keyboard.type(account.username);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: en.auth.fields.password.label })).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');

  const welcome = afterLoginDialog(page, AURORA, account.username, true);
  await expect(welcome).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();
  await expectMemberBar(page, AURORA, account.username);
});
