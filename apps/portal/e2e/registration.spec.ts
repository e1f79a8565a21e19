// Registration (spec §2 "Registration", §4, §5): the /register page and the popup, by username in
// both tenants and by mobile number on aurora, with the platform's field rules, the captcha and
// the SMS code read from the development outbox. Every test registers its own new account.
import { expect, test, type Locator, type Page } from '@playwright/test';
import supportEn from '../../../packages/features/support/src/locales/en/support.json' with { type: 'json' };
import {
  acceptRegistrationTerms,
  expectMemberBar,
  expectVisitorBar,
  header,
  patternError,
  sendCodeThroughProvider,
  sendSmsCode,
  smsCountdownName,
  textsOf,
} from './support/auth-ui';
import { newAccount, platformsForFile, smsRecipient, type NewAccount, type Platform } from './support/platform';
import { AURORA, LOTUS, type E2eTenant } from './support/tenants';
import { fill, pluralForm } from './support/texts';

const en = textsOf(AURORA);
/** The aurora form's age box (adult age 18). */
const adultConfirm18 = fill(pluralForm(en.auth.register, 'adultConfirm', 18), { count: '18' });

const platforms = platformsForFile();

function usernameForm(scope: Page | Locator, tenant: E2eTenant): Locator {
  return scope.getByRole('form', { name: textsOf(tenant).auth.register.formByUsername });
}

function field(form: Locator, tenant: E2eTenant, name: keyof ReturnType<typeof textsOf>['auth']['fields']): Locator {
  const texts = textsOf(tenant).auth.fields[name] as { label: string };
  return form.getByRole('textbox', { name: texts.label, exact: true });
}

/** Types a new account into the username form, with the captcha answer from the outbox. */
async function fillUsernameRegistration(
  page: Page,
  form: Locator,
  tenant: E2eTenant,
  platform: Platform,
  account: NewAccount,
) {
  await field(form, tenant, 'username').fill(account.username);
  await field(form, tenant, 'password').fill(account.password);
  await field(form, tenant, 'confirmPassword').fill(account.password);
  await field(form, tenant, 'mobileNum').fill(account.mobileNum);
  await field(form, tenant, 'email').fill(account.email);
  await field(form, tenant, 'captcha').fill(await platform.captchaAnswerFor(page));
  await acceptRegistrationTerms(form, tenant);
}

async function expectRegisteredAndHome(page: Page, tenant: E2eTenant, account: string) {
  const { auth } = textsOf(tenant);
  await expect(page).toHaveURL(`${tenant.origin}/`);
  const success = page.getByRole('dialog', { name: auth.registerSuccess.title });
  await expect(success).toBeVisible();
  await expect(success).toContainText(auth.registerSuccess.message);
  await success.getByRole('button', { name: auth.registerSuccess.start }).click();
  await expect(success).toBeHidden();
  await expectMemberBar(page, tenant, account);
}

test('aurora /register shows the fields the settings enable, stars on the required ones, the w_reg banner', async ({
  page,
}) => {
  await page.goto(`${AURORA.origin}/register`);
  await expect(page.getByRole('heading', { level: 1, name: en.auth.register.pageTitle })).toBeVisible();
  await expect(page.getByText(fill(en.auth.register.bonus, { bonus: '1000VND' }))).toBeVisible();
  await expect(page.getByRole('img', { name: AURORA.bannerAlt('reg') })).toBeVisible();
  await expect(page.getByRole('tab', { name: en.auth.register.byUsername })).toHaveAttribute('aria-selected', 'true');

  const form = usernameForm(page, AURORA);
  const required = ['username', 'password', 'confirmPassword', 'mobileNum', 'captcha'] as const;
  const optional = ['payeeName', 'email', 'zalo', 'affiliateCode'] as const;
  for (const name of required)
    await expect(field(form, AURORA, name)).toHaveAttribute('placeholder', `${en.auth.fields[name].placeholder} *`);
  for (const name of optional)
    await expect(field(form, AURORA, name)).toHaveAttribute('placeholder', en.auth.fields[name].placeholder);
  // Disabled in aurora's settings: not shown.
  for (const name of ['qqNum', 'line', 'whatsapp', 'wechat', 'idNumber', 'paymentPassword'] as const) {
    await expect(field(form, AURORA, name)).toHaveCount(0);
  }
  await expect(form.getByRole('img', { name: en.auth.fields.captcha.imageAlt })).toBeVisible();
});

test('aurora /register explains each wrong field under it: pattern with min and max, mismatch, age and terms', async ({
  page,
}) => {
  await page.goto(`${AURORA.origin}/register`);
  const form = usernameForm(page, AURORA);
  await field(form, AURORA, 'username').fill('1ab');
  await field(form, AURORA, 'password').fill('abc12345');
  await field(form, AURORA, 'confirmPassword').fill('abc12346');
  await field(form, AURORA, 'mobileNum').fill('12');
  await form.getByRole('button', { name: en.auth.register.submit }).click();

  await expect(field(form, AURORA, 'username')).toHaveAccessibleDescription(patternError(AURORA, 'username'));
  await expect(field(form, AURORA, 'username')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(form, AURORA, 'username')).toBeFocused();
  await expect(field(form, AURORA, 'confirmPassword')).toHaveAccessibleDescription(
    en.common.validation.inconsistentTwice,
  );
  await expect(field(form, AURORA, 'password')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field(form, AURORA, 'mobileNum')).toHaveAccessibleDescription(patternError(AURORA, 'mobileNum'));
  await expect(field(form, AURORA, 'captcha')).toHaveAccessibleDescription(en.common.validation.required);
  await expect(form.getByRole('checkbox', { name: adultConfirm18 })).toHaveAccessibleDescription(
    en.auth.register.adultRequired,
  );
  await expect(form.getByRole('checkbox', { name: /terms and conditions/ })).toHaveAccessibleDescription(
    en.auth.register.termsRequired,
  );
  // Nothing was sent: still a visitor on /register.
  await expect(page).toHaveURL(`${AURORA.origin}/register`);
});

test('aurora /register: a new member registers by username, lands home with the success popup and the member bar', async ({
  page,
}) => {
  const account = newAccount(AURORA);
  await page.goto(`${AURORA.origin}/register`);
  const form = usernameForm(page, AURORA);
  await fillUsernameRegistration(page, form, AURORA, platforms.aurora, account);
  await form.getByRole('button', { name: en.auth.register.submit }).click();
  await expectRegisteredAndHome(page, AURORA, account.username);
});

test('lotus /register.html: registration in Thai with lotus rules (e-mail required, LINE, no full name)', async ({
  page,
}) => {
  const th = textsOf(LOTUS);
  const account = newAccount(LOTUS);
  await page.goto(`${LOTUS.origin}/register.html`);
  await expect(page.getByRole('heading', { level: 1, name: th.auth.register.pageTitle })).toBeVisible();
  // Lotus has no mobile registration: no tabs, the username form only.
  await expect(page.getByRole('tab')).toHaveCount(0);
  const form = usernameForm(page, LOTUS);
  await expect(field(form, LOTUS, 'email')).toHaveAttribute('placeholder', `${th.auth.fields.email.placeholder} *`);
  await expect(field(form, LOTUS, 'line')).toHaveAttribute('placeholder', th.auth.fields.line.placeholder);
  await expect(field(form, LOTUS, 'payeeName')).toHaveCount(0);
  await expect(form.getByRole('combobox', { name: th.auth.fields.countryCode.label })).toHaveValue(
    LOTUS.defaultDialingCode,
  );

  await field(form, LOTUS, 'username').fill('abc');
  await form.getByRole('button', { name: th.auth.register.submit }).click();
  await expect(field(form, LOTUS, 'username')).toHaveAccessibleDescription(patternError(LOTUS, 'username'));
  await expect(field(form, LOTUS, 'email')).toHaveAccessibleDescription(th.common.validation.required);

  await fillUsernameRegistration(page, form, LOTUS, platforms.lotus, account);
  // Lotus verifies the number through the third-party SMS route (third-party-sms.spec.ts).
  await sendCodeThroughProvider(page, form, LOTUS, platforms.lotus, account);
  await form.getByRole('button', { name: th.auth.register.submit }).click();
  await expectRegisteredAndHome(page, LOTUS, account.username);
});

test('aurora popup: registration by mobile number with the SMS code, the countdown, the account notice, then success', async ({
  page,
}) => {
  const account = newAccount(AURORA);
  await page.goto(`${AURORA.origin}/`);
  await header(page).getByRole('button', { name: en.common.actions.register, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: en.auth.register.title });
  await dialog.getByRole('tab', { name: en.auth.register.byMobile }).click();
  const form = dialog.getByRole('form', { name: en.auth.register.formByMobile });
  await expect(field(form, AURORA, 'username')).toHaveCount(0);

  // The code cannot be requested before the number is valid.
  const send = form.getByRole('button', { name: en.auth.sms.send });
  await send.click();
  await expect(field(form, AURORA, 'mobileNum')).toHaveAccessibleDescription(en.common.validation.required);

  await field(form, AURORA, 'mobileNum').fill(account.mobileNum);
  // Clicks within 1000 ms of the last one are ignored (spec §9): a person's second try comes later.
  await page.waitForTimeout(1_000);
  // Every send needs a solved captcha first (in its own dialog).
  await sendSmsCode(page, form, AURORA, platforms.aurora);
  const counting = form.getByRole('button', { name: smsCountdownName(AURORA) });
  await expect(counting).toBeDisabled();
  const seconds = Number((await counting.textContent())?.match(/\d+/)?.[0]);
  // The platform's codes live 5 minutes: expiredMinutes × 60.
  expect(seconds).toBeGreaterThan(240);
  expect(seconds).toBeLessThanOrEqual(300);
  // It counts down in the sent text (`counting` is found by that text's pattern). Not checked at one
  // exact second: a loaded machine can paint past it.
  await expect
    .poll(async () => Number((await counting.textContent())?.match(/\d+/)?.[0]), { timeout: 10_000 })
    .toBeLessThanOrEqual(seconds - 2);

  const code = await platforms.aurora.smsCode(account.countryDialingCode, account.mobileNum);
  await field(form, AURORA, 'verificationCode').fill(code);
  await field(form, AURORA, 'password').fill(account.password);
  await field(form, AURORA, 'confirmPassword').fill(account.password);
  // The code's captcha took the form's challenge: the form shows a new image, answered afresh.
  await field(form, AURORA, 'captcha').fill(await platforms.aurora.captchaAnswerFor(page, { fresh: true }));
  await acceptRegistrationTerms(form, AURORA);
  await form.getByRole('button', { name: en.auth.register.submit }).click();

  await expect(page).toHaveURL(`${AURORA.origin}/`);
  await expect(dialog).toBeHidden();
  const notice = page.getByRole('dialog', { name: en.auth.mobileNotice.title });
  await expect(notice).toContainText(en.auth.mobileNotice.created);
  await expect(notice).toContainText(fill(en.auth.mobileNotice.nextTime, { account: account.mobileNum }));
  await expect(page.getByRole('dialog', { name: en.auth.registerSuccess.title })).toHaveCount(0);
  await notice.getByRole('button', { name: en.common.actions.ok }).click();
  await expectRegisteredAndHome(page, AURORA, account.mobileNum);
  // The SMS went to the full number.
  expect(
    (await platforms.aurora.outbox('sms', smsRecipient(account.countryDialingCode, account.mobileNum), 1))[0]?.code,
  ).toBe(code);
});

test('aurora popup: its Log in button switches to the login popup', async ({ page }) => {
  await page.goto(`${AURORA.origin}/`);
  await header(page).getByRole('button', { name: en.common.actions.register, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: en.auth.register.title });
  await expect(usernameForm(dialog, AURORA)).toBeVisible();
  await dialog.getByRole('button', { name: en.common.actions.logIn, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: en.auth.login.title })).toBeVisible();
});

test('a referral link fills the referral code, read-only', async ({ page }) => {
  await page.goto(`${AURORA.origin}/register?referralCode=FRIEND42`);
  const referral = usernameForm(page, AURORA).getByRole('textbox', { name: en.auth.register.referralCode });
  await expect(referral).toHaveValue('FRIEND42');
  await expect(referral).not.toBeEditable();
});

test('Reset on /register clears every field', async ({ page }) => {
  await page.goto(`${AURORA.origin}/register`);
  const form = usernameForm(page, AURORA);
  const values = {
    username: 'resetme1',
    password: 'abc12345',
    confirmPassword: 'abc12345',
    payeeName: 'Reset Me',
    mobileNum: '812345678',
    email: 'reset@e2e.example',
    zalo: '123456789',
  } as const;
  for (const [name, value] of Object.entries(values))
    await field(form, AURORA, name as keyof typeof values).fill(value);
  await field(form, AURORA, 'captcha').fill('1234');
  await acceptRegistrationTerms(form, AURORA);

  await form.getByRole('button', { name: en.common.actions.reset }).click();
  for (const name of [...Object.keys(values), 'captcha'] as const)
    await expect(field(form, AURORA, name as keyof typeof values)).toHaveValue('');
  await expect(form.getByRole('checkbox', { name: /terms and conditions/ })).not.toBeChecked();
  await expect(form.getByRole('checkbox', { name: adultConfirm18 })).not.toBeChecked();
});

test('/register links: the terms open /help, Back to home goes to /', async ({ page }) => {
  await page.goto(`${AURORA.origin}/register`);
  const terms = usernameForm(page, AURORA).getByRole('link', { name: 'terms and conditions' });
  await expect(terms).toHaveAttribute('href', '/help');
  const helpPage = page.waitForEvent('popup');
  await terms.click();
  const help = await helpPage;
  await expect(help).toHaveURL(`${AURORA.origin}/help`);
  // The brand's terms, from its help-centre articles.
  await expect(help.getByRole('heading', { name: supportEn.categories.terms })).toBeVisible();
  await help.close();

  await page.getByRole('link', { name: en.common.actions.backHome }).click();
  await expect(page).toHaveURL(`${AURORA.origin}/`);
  await expectVisitorBar(page, AURORA);
});

test('a refused registration keeps what was typed: a taken username gets the translated error', async ({ page }) => {
  const account = { ...newAccount(AURORA), username: 'member01' };
  await page.goto(`${AURORA.origin}/register`);
  const form = usernameForm(page, AURORA);
  await fillUsernameRegistration(page, form, AURORA, platforms.aurora, account);
  await form.getByRole('button', { name: en.auth.register.submit }).click();

  await expect(form.getByRole('alert')).toHaveText(en.auth.serverErrors.usernameExists);
  await expect(page).toHaveURL(`${AURORA.origin}/register`);
  await expect(field(form, AURORA, 'username')).toHaveValue('member01');
  await expect(field(form, AURORA, 'password')).toHaveValue(account.password);
  await expect(field(form, AURORA, 'confirmPassword')).toHaveValue(account.password);
  await expect(field(form, AURORA, 'mobileNum')).toHaveValue(account.mobileNum);
  await expect(field(form, AURORA, 'email')).toHaveValue(account.email);
  await expect(form.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
  // The captcha answer was used up: the field is emptied for the new image.
  await expect(field(form, AURORA, 'captcha')).toHaveValue('');

  // Corrected, the same form goes through.
  await field(form, AURORA, 'username').fill(newAccount(AURORA).username);
  const username = await field(form, AURORA, 'username').inputValue();
  await field(form, AURORA, 'captcha').fill(await platforms.aurora.captchaAnswerFor(page, { fresh: true }));
  await form.getByRole('button', { name: en.auth.register.submit }).click();
  await expectRegisteredAndHome(page, AURORA, username);
});
