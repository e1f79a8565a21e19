// The authenticator app end to end (issue 25), against the real platform: a member binds an
// authenticator app from My account (the key read from the page, the code made here with the same
// TOTP library the platform uses), logs out, and logs in with a generated code. Nothing here switches
// a tenant-wide flag, so it runs beside the other specs (the new-device check, which does, is
// second-factor.spec.ts in the serial project).
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  closeAfterLogin,
  expectMemberBar,
  loginSecondStep,
  logOutThroughMenu,
  memberMenuButton,
  submitPopupLogin,
  textsOf,
} from './support/auth-ui';
import { seriousViolations } from './support/axe';
import { memberCentre } from './support/member-centre';
import { openAsMember } from './support/session';
import { AURORA } from './support/tenants';
import { fill } from './support/texts';

const tenant = AURORA;
const { auth, common } = textsOf(tenant);

const STEP_MS = 30_000;
const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  });

test('binds an authenticator app in My account, then logs in with a code it generates', async ({ page }) => {
  const account = await openAsMember(page, tenant);

  await memberMenuButton(page, account.username).click();
  await page.getByRole('menuitem', { name: auth.memberBar.menu.members }).click();
  const centre = memberCentre(page, tenant);
  const section = centre.getByRole('region', { name: auth.authenticator.title });
  await expect(section).toContainText(auth.authenticator.statusOff);
  await section.getByRole('button', { name: auth.authenticator.bind }).click();

  await expect(section.getByRole('img', { name: auth.authenticator.qrLabel })).toBeVisible();
  const secret = (await section.getByLabel(auth.authenticator.secretKey, { exact: true }).innerText()).replace(
    /\s/g,
    '',
  );
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const codeField = section.getByRole('textbox', { name: auth.authenticator.confirmCode });
  await expect(codeField).toBeFocused();
  // The binding step and the active sessions pass axe (serious and critical rules).
  await expect(centre.getByRole('region', { name: auth.activeSessions.title }).getByRole('table')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  const confirmedAt = Date.now();
  await codeField.fill(totpCode(secret, confirmedAt));
  await section.getByRole('button', { name: auth.authenticator.confirm }).click();

  const codes = section.getByRole('list', { name: auth.authenticator.recoveryTitle });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expect(section.getByRole('heading', { name: auth.authenticator.recoveryTitle })).toBeFocused();
  await section.getByRole('button', { name: auth.authenticator.done }).click();
  await expect(section).toContainText(fill(auth.authenticator.recoveryLeft, { left: '10' }));
  await centre.getByRole('button', { name: common.actions.close }).first().click();

  await logOutThroughMenu(page, tenant, account.username);
  await submitPopupLogin(page, tenant, account);

  const step = loginSecondStep(page, tenant);
  await expect(step).toContainText(fill(auth.secondFactor.signingInAs, { username: account.username }));
  await expect(step).toContainText(auth.secondFactor.authenticatorPrompt);
  const code = step.getByRole('textbox', { name: auth.secondFactor.code });
  await expect(code).toBeFocused();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  // The confirmation's code was used (a code is accepted once): the app's next one, which the
  // platform takes already, as it takes one step either side of now (a phone's clock may be ahead).
  await code.fill(totpCode(secret, confirmedAt + STEP_MS));
  await step.getByRole('button', { name: auth.secondFactor.verify }).click();
  await closeAfterLogin(page, tenant, account.username, false);
  await expectMemberBar(page, tenant, account.username);
});
