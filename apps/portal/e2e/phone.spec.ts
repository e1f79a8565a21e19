// A member on a phone (412 × 823, touch), on both brands: the header keeps the balance, the messages
// and the avatar, whose menu starts with deposit, withdraw and responsible gaming; the member centre
// shows its pages as a row above the page, with the page open (by a link or from the menu) scrolled
// into that row; and no screen is wider than the phone.
import { expect, test, type Page } from '@playwright/test';
import { header, memberMenuButton, textsOf } from './support/auth-ui';
import { memberCentre } from './support/member-centre';
import { openAsMember } from './support/session';
import { TENANTS } from './support/tenants';

const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
/** An entry in view, whole but for a fraction of a pixel (offsets are whole pixels). */
const WHOLE = 0.99;

/** How much wider than the screen the page is laid out (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const tenant of TENANTS) {
  test(`${tenant.id} member on a phone: the header fits, the avatar menu opens responsible gaming, and the member centre shows the open page in its row`, async ({
    browser,
  }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    try {
      const { auth } = textsOf(tenant);
      const pages = auth.personalCenter.pages;
      // A link to a page late in the row: the centre opens on it, and its entry is in view.
      const account = await openAsMember(page, tenant, '/?member=transactionHistory');
      const centre = memberCentre(page, tenant);
      const row = centre.getByRole('navigation', { name: auth.personalCenter.menu });
      const linked = row.getByRole('button', { name: pages.transactionHistory });
      await expect(linked).toHaveAttribute('aria-current', 'page');
      await expect(linked).toBeInViewport({ ratio: WHOLE });
      await expect(row.getByRole('button', { name: pages.securityCenter })).not.toBeInViewport({ ratio: WHOLE });
      expect(await overflow(page)).toBe(0);
      await centre.getByRole('button', { name: textsOf(tenant).common.actions.close }).click();
      await expect(centre).toHaveCount(0);

      // The header: no deposit or withdraw button (they are in the avatar's menu), the page fits.
      await expect(header(page).getByRole('button', { name: auth.memberBar.deposit, exact: true })).toHaveCount(0);
      expect(await overflow(page)).toBe(0);
      await memberMenuButton(page, account.username).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem').first()).toHaveText(auth.memberBar.deposit);
      await menu.getByRole('menuitem', { name: auth.memberBar.responsibleGaming }).click();
      const chosen = row.getByRole('button', { name: pages.responsibleGaming });
      await expect(chosen).toHaveAttribute('aria-current', 'page');
      await expect(chosen).toBeInViewport({ ratio: WHOLE });
      expect(await overflow(page)).toBe(0);
    } finally {
      await context.close();
    }
  });
}
