// A member with points, as the points mall's specs need one: a fresh member of the tenant, given
// balance by the development credit route and logged in on /inhouse, spins the in-house slot once
// (slots earn 1 point per 1 of valid bet on both brands); the platform's accrual job (ticking every
// second in the e2e server) credits the points a moment later.
import { expect, type Page } from '@playwright/test';
import { Platform, type NewAccount } from './platform';
import { openAs } from './session';
import type { E2eTenant } from './tenants';
import { fill, LOBBY_TEXTS } from './texts';

/** One spin of the in-house slot for `bet`, from /inhouse, back on /inhouse after. */
export async function spinOnce(page: Page, tenant: E2eTenant, bet: string): Promise<void> {
  const lobby = LOBBY_TEXTS[tenant.defaultLanguage as keyof typeof LOBBY_TEXTS];
  await page
    .getByRole('button', { name: /^Aurora Fruits/ })
    .first()
    .click();
  const frame = page.frameLocator(`iframe[title^="${fill(lobby.game.frameTitle, { name: '' }).trim()}"]`);
  const play = frame.locator('#play');
  await expect(play).toBeEnabled();
  const nonce = (await frame.locator('#nonce').textContent()) ?? '';
  await frame.locator('#bet').fill(bet);
  await play.click();
  await expect(frame.locator('#nonce')).not.toHaveText(nonce);
  await expect(play).toBeEnabled();
  await page.getByRole('button', { name: lobby.game.close }).click();
  await expect(page).toHaveURL(/\/inhouse/);
}

/**
 * A fresh member with `balanceMinor` of balance, logged in on /inhouse; with `paymentPassword`, that
 * payment password set first (through the member call, as the member centre does).
 */
export async function prepareMember(
  page: Page,
  tenant: E2eTenant,
  { balanceMinor = 100_000, paymentPassword }: { balanceMinor?: number; paymentPassword?: string | undefined } = {},
): Promise<NewAccount> {
  const platform = await Platform.connect(tenant);
  try {
    const account = await platform.register();
    await platform.credit(account.username, balanceMinor);
    if (paymentPassword) {
      const { token } = await platform.login(account.username, account.password);
      await platform.setPaymentPassword(token, account.password, paymentPassword);
    }
    await openAs(page, tenant, account, '/inhouse', platform);
    return account;
  } finally {
    await platform.dispose();
  }
}
