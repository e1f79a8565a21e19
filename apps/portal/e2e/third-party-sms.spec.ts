// The third-party SMS route end to end (issue 25; spec §3, §4): lotus has FIREBASESMS3 on with the
// platform's demo phone provider. Registering there, "Send code" goes to the provider (no captcha
// step), the button counts one minute down, the code comes from the development outbox (the demo
// provider sends through it), and submit confirms the code with the provider and registers with
// its ID token, which the platform checks against the provider's public keys: the member lands
// signed in. A wrong code aborts silently (spec §8): no error popup, the form as typed.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  acceptRegistrationTerms,
  expectMemberBar,
  smsCaptchaDialog,
  smsCountdownName,
  textsOf,
} from './support/auth-ui';
import { newAccount, platformsForFile, type NewAccount, type Platform } from './support/platform';
import { LOTUS } from './support/tenants';

const tenant = LOTUS;
const { auth } = textsOf(tenant);
const platforms = platformsForFile();

function textbox(form: Locator, name: keyof typeof auth.fields): Locator {
  return form.getByRole('textbox', { name: (auth.fields[name] as { label: string }).label, exact: true });
}

async function fillForm(page: Page, form: Locator, platform: Platform, account: NewAccount) {
  await textbox(form, 'username').fill(account.username);
  await textbox(form, 'password').fill(account.password);
  await textbox(form, 'confirmPassword').fill(account.password);
  await textbox(form, 'mobileNum').fill(account.mobileNum);
  await textbox(form, 'email').fill(account.email);
  await textbox(form, 'captcha').fill(await platform.captchaAnswerFor(page));
  await acceptRegistrationTerms(form, tenant);
}

test('lotus: registers through the third-party phone provider with a 1-minute countdown and lands signed in', async ({
  page,
}) => {
  const account = newAccount(tenant);
  await page.goto(`${tenant.origin}/register`);
  const form = page.getByRole('form', { name: auth.register.formByUsername });
  await fillForm(page, form, platforms.lotus, account);

  await form.getByRole('button', { name: auth.sms.send, exact: true }).click();
  // No platform captcha before the provider's send.
  await expect(smsCaptchaDialog(page, tenant)).toHaveCount(0);
  const counting = form.getByRole('button', { name: smsCountdownName(tenant) });
  await expect(counting).toBeDisabled();
  // One minute (spec §4), not the platform's expiredMinutes × 60.
  const seconds = Number(smsCountdownName(tenant).exec(await counting.innerText())?.[1]);
  expect(seconds).toBeGreaterThan(50);
  expect(seconds).toBeLessThanOrEqual(60);

  // A wrong code: nothing happens that the visitor has to dismiss, everything typed is kept.
  const code = await platforms.lotus.smsCode(account.countryDialingCode, account.mobileNum);
  const verificationCode = textbox(form, 'verificationCode');
  await verificationCode.fill(code === '000000' ? '111111' : '000000');
  const refused = page.waitForResponse((response) => response.url().includes('/demo-phone-provider/'));
  await form.getByRole('button', { name: auth.register.submit }).click();
  expect((await refused).status()).toBe(400);
  await expect(verificationCode).toBeFocused();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(textbox(form, 'username')).toHaveValue(account.username);
  await expect(page).toHaveURL(/\/register$/);

  // The right code: confirmed with the provider, registered with its token, signed in.
  await verificationCode.fill(code);
  await form.getByRole('button', { name: auth.register.submit }).click();
  await expect(page).toHaveURL(`${tenant.origin}/`);
  const success = page.getByRole('dialog', { name: auth.registerSuccess.title });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: auth.registerSuccess.start }).click();
  await expectMemberBar(page, tenant, account.username);
});
