// Passkeys end to end (issue 25), against the real platform, with Chromium's virtual authenticator
// (CDP WebAuthn: a platform authenticator with resident keys and user verification, the user
// verified): a member signs in with the password, adds a passkey in My account, logs out, and
// signs in with the passkey alone — no password, no second step — and sees the balance.
import { expect, test, type Page } from '@playwright/test';
import {
  closeAfterLogin,
  expectMemberBar,
  headerBalance,
  logInThroughPopup,
  logOutThroughMenu,
  memberMenuButton,
  openLoginPopup,
  textsOf,
} from './support/auth-ui';
import { memberCentre } from './support/member-centre';
import { Platform } from './support/platform';
import { AURORA } from './support/tenants';

const tenant = AURORA;
const { auth, common } = textsOf(tenant);

async function virtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

test('adds a passkey in My account, then signs in with it alone', async ({ page }) => {
  const platform = await Platform.connect(tenant);
  const account = await platform.register();
  await platform.dispose();
  await page.goto(`${tenant.origin}/`);
  await virtualAuthenticator(page);
  await logInThroughPopup(page, tenant, account);

  await memberMenuButton(page, account.username).click();
  await page.getByRole('menuitem', { name: auth.memberBar.menu.members }).click();
  const centre = memberCentre(page, tenant);
  const section = centre.getByRole('region', { name: auth.passkeys.title });
  await expect(section).toContainText(auth.passkeys.none);
  await section.getByRole('button', { name: auth.passkeys.add }).click();
  await expect(section).toContainText(auth.passkeys.added);
  // Named after the browser and system (the platform's device label).
  await expect(section.getByRole('rowheader', { name: /^Chrome on / })).toBeVisible();
  await centre.getByRole('button', { name: common.actions.close }).first().click();

  await logOutThroughMenu(page, tenant, account.username);
  const dialog = await openLoginPopup(page, tenant);
  await dialog.getByRole('button', { name: auth.login.withPasskey }).click();
  await closeAfterLogin(page, tenant, account.username, false);
  await expectMemberBar(page, tenant, account.username);
  expect(await headerBalance(page, tenant)).toBeGreaterThanOrEqual(0);
});
