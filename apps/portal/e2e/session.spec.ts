// The session (spec §2 "Header", §3 session storage, §4 "Session", "Logout"): the header's member
// bar (balance with show/hide and refresh, the avatar menu, the agent entry for agents only), the
// logout after a confirmation, a token in the address, a session the platform ends (401), and the
// member's language sent to the platform.
import { expect, test, type Page } from '@playwright/test';
import {
  closeAfterLogin,
  expectMemberBar,
  expectVisitorBar,
  fillUsernameLogin,
  header,
  logInThroughPopup,
  loginDialog,
  loginLinkNotice,
  memberMenuButton,
  submitLogin,
  textsOf,
  usernameLoginForm,
} from './support/auth-ui';
import { DEMO_PASSWORD, Platform } from './support/platform';
import { openAs, openAsMember, sessionStorageOf } from './support/session';
import { AURORA, LOTUS } from './support/tenants';
import { AUTH_TEXTS, fill, SHELL_TEXTS } from './support/texts';

const en = textsOf(AURORA);
const th = textsOf(LOTUS);

function balance(page: Page, texts = en) {
  return header(page).getByRole('group', { name: texts.auth.memberBar.balance });
}

test('aurora agent01: balance with show/hide and refresh, and the avatar menu with the agent entry', async ({
  page,
}) => {
  await openAs(page, AURORA, { username: 'agent01', password: DEMO_PASSWORD });
  const amount = balance(page).getByRole('status');
  await expect(amount).toHaveText('$5,000.00');

  const hide = balance(page).getByRole('button', { name: en.auth.memberBar.hideBalance });
  await expect(hide).toHaveAttribute('aria-pressed', 'false');
  await hide.click();
  await expect(amount).toHaveText('******');
  const show = balance(page).getByRole('button', { name: en.auth.memberBar.showBalance });
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await show.click();
  await expect(amount).toHaveText('$5,000.00');

  const refreshed = page.waitForResponse(
    (response) => response.url().includes('/wps/v2/wallets/balance') && response.request().method() === 'GET',
  );
  await balance(page).getByRole('button', { name: en.auth.memberBar.refreshBalance }).click();
  expect((await refreshed).ok()).toBe(true);
  await expect(amount).toHaveText('$5,000.00');

  await memberMenuButton(page, 'agent01').click();
  const menu = page.getByRole('menu', { name: 'agent01' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    en.auth.memberBar.menu.members,
    en.auth.memberBar.menu.bettingRecord,
    en.auth.memberBar.menu.accountRecord,
    en.auth.memberBar.menu.agent,
    en.common.actions.logOut,
  ]);
  await menu.getByRole('menuitem', { name: en.auth.memberBar.menu.agent }).click();
  await expect(page.getByRole('dialog', { name: SHELL_TEXTS.EN.agentCentre.title })).toBeVisible();
});

test('lotus member: no agent entry; the menu and Deposit open the member centre on their pages', async ({ page }) => {
  const account = await openAsMember(page, LOTUS);
  await expect(balance(page, th).getByRole('status')).toHaveText('฿0.00');
  await memberMenuButton(page, account.username).click();
  const menu = page.getByRole('menu', { name: account.username });
  await expect(menu.getByRole('menuitem')).toHaveText([
    th.auth.memberBar.menu.members,
    th.auth.memberBar.menu.bettingRecord,
    th.auth.memberBar.menu.accountRecord,
    th.common.actions.logOut,
  ]);

  const centre = page.getByRole('dialog', { name: th.auth.personalCenter.title });
  const pages = centre.getByRole('navigation', { name: th.auth.personalCenter.menu });
  await menu.getByRole('menuitem', { name: th.auth.memberBar.menu.bettingRecord }).click();
  await expect(pages.getByRole('button', { name: th.auth.personalCenter.pages.personalHistoryCopy })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(centre.getByRole('heading', { name: th.auth.personalCenter.pages.personalHistoryCopy })).toBeVisible();
  await centre.getByRole('button', { name: th.common.actions.close }).click();
  await expect(centre).toBeHidden();

  await header(page).getByRole('button', { name: th.auth.memberBar.deposit }).click();
  await expect(pages.getByRole('button', { name: th.auth.personalCenter.pages.depositv2 })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Other pages of the menu are one click away; my account is the default page.
  await pages.getByRole('button', { name: th.auth.personalCenter.pages.securityCenter }).click();
  await expect(centre.getByRole('region', { name: th.auth.personalCenter.profile.title })).toContainText(
    account.username,
  );
});

for (const tenant of [AURORA, LOTUS]) {
  test(`${tenant.id}: logging out asks first, then ends the session, keeps only the merchant keys and goes to '/'`, async ({
    page,
  }) => {
    const { auth, common } = textsOf(tenant);
    const platform = await Platform.connect(tenant);
    const account = await platform.register();
    // Logged in the way a person does (popup, or /login on lotus), then off to another page.
    if (tenant.forceLogin) {
      await page.goto(`${tenant.origin}/login`);
      const form = usernameLoginForm(page, tenant);
      await fillUsernameLogin(form, tenant, account.username, account.password);
      await submitLogin(form, tenant);
      await closeAfterLogin(page, tenant, account.username, true);
    } else {
      await page.goto(`${tenant.origin}/`);
      await logInThroughPopup(page, tenant, account);
    }
    const { shell } = textsOf(tenant);
    await page
      .getByRole('navigation', { name: shell.sideMenu.label })
      .getByRole('link', { name: shell.categories.RNG, exact: true })
      .click();
    await expect(page).toHaveURL(`${tenant.origin}/rng`);
    const token = (await sessionStorageOf(page)).token as string;
    expect(await sessionStorageOf(page)).toMatchObject({
      account: account.username,
      merchant: tenant.merchantCode,
      merchantCode: tenant.merchantCode,
      isAgent: '0',
    });

    await memberMenuButton(page, account.username).click();
    await page.getByRole('menuitem', { name: common.actions.logOut }).click();
    const ask = page.getByRole('alertdialog', { name: auth.memberBar.signOutTitle });
    await expect(ask).toContainText(auth.memberBar.signOutMessage);
    await ask.getByRole('button', { name: common.actions.cancel }).click();
    await expect(ask).toBeHidden();
    await expectMemberBar(page, tenant, account.username);

    await memberMenuButton(page, account.username).click();
    await page.getByRole('menuitem', { name: common.actions.logOut }).click();
    await ask.getByRole('button', { name: common.actions.logOut }).click();
    await expect(ask).toBeHidden();
    // Home, as a visitor (lotus forces login: home sends the visitor on to /login).
    await expect(page).toHaveURL(`${tenant.origin}${tenant.forceLogin ? '/login' : '/'}`);
    if (!tenant.forceLogin) await expectVisitorBar(page, tenant);
    const stored = await sessionStorageOf(page);
    expect(stored).toMatchObject({ merchant: tenant.merchantCode, merchantCode: tenant.merchantCode });
    for (const key of ['token', 'account', 'isAgent', 'customerId', 'memberLabel'])
      expect(stored[key], key).toBeUndefined();
    // The platform ended the token too.
    expect(await platform.memberInfoStatus(token)).toBe(401);
    await platform.dispose();
  });

  test(`${tenant.id}: a login link logs in once, names the account, and leaves the address bar at once`, async ({
    page,
    browser,
  }) => {
    const { auth } = textsOf(tenant);
    const platform = await Platform.connect(tenant);
    const account = await platform.register();
    const { token } = await platform.login(account.username, account.password);
    // The link carries a one-time code made with the member's token, never the token itself.
    const code = await platform.loginLink(token);
    expect(code).not.toBe(token);
    await platform.dispose();
    const link = `${tenant.origin}/promotions?token=${encodeURIComponent(code)}`;
    // What the page paints before the app runs: the route, even where the brand forces login (the
    // member is on the way in), not the login form.
    await page.addInitScript(() =>
      addEventListener('DOMContentLoaded', () => {
        const painted = document.querySelector('[data-first-paint]');
        Object.assign(window, {
          e2ePainted: painted ? { login: Boolean(painted.querySelector('input[type="password"]')) } : null,
        });
      }),
    );
    await page.goto(link);
    expect(await page.evaluate(() => (window as unknown as { e2ePainted: unknown }).e2ePainted)).toEqual({
      login: false,
    });
    await expect(page).toHaveURL(`${tenant.origin}/promotions`, { timeout: 2_000 });
    await expectMemberBar(page, tenant, account.username);
    // Whose account opened is announced and in plain sight, with a way out.
    const notice = loginLinkNotice(page, tenant);
    await expect(notice).toContainText(fill(auth.session.link.signedInAs, { userName: account.username }));
    await expect(page.getByRole('status').filter({ has: notice })).toHaveCount(1);
    await expect(notice.getByRole('button', { name: auth.session.link.notYou })).toBeVisible();
    // The rest of the session arrives with the member info; the page runs on a session of its own.
    await expect.poll(() => sessionStorageOf(page)).toMatchObject({ account: account.username, isAgent: '0' });
    expect((await sessionStorageOf(page)).token).toBeTruthy();
    // Nothing of it stays in the page's history entry either.
    expect(await page.evaluate(() => location.search)).toBe('');

    // The same link a second time (another visitor, a fresh browser) opens nothing and says so.
    const other = await browser.newPage();
    try {
      await other.goto(link);
      const refused = loginLinkNotice(other, tenant);
      await expect(refused).toContainText(auth.serverErrors.loginLinkInvalid);
      await expect(refused.getByRole('button', { name: auth.session.link.notYou })).toHaveCount(0);
      if (tenant.forceLogin) await expect(other).toHaveURL(`${tenant.origin}/login`);
      else await expectVisitorBar(other, tenant);
      expect((await sessionStorageOf(other)).token).toBeUndefined();
    } finally {
      await other.close();
    }

    // "Not you? Sign out" ends the session there and then.
    await notice.getByRole('button', { name: auth.session.link.notYou }).click();
    await expect(notice).toHaveCount(0);
    if (!tenant.forceLogin) await expectVisitorBar(page, tenant);
    await expect.poll(async () => (await sessionStorageOf(page)).token).toBeUndefined();
  });
}

test('a 401 from the platform ends the session: another login of the same member logs this page out', async ({
  page,
}) => {
  const platform = await Platform.connect(AURORA);
  const account = await openAsMember(page, AURORA);
  // The same member logs in elsewhere: one session per account, the page's token is ended.
  await platform.login(account.username, account.password);
  await platform.dispose();

  await balance(page).getByRole('button', { name: en.auth.memberBar.refreshBalance }).click();
  const dialog = loginDialog(page, AURORA);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: en.auth.session.ended.duplicateLogin })).toBeVisible();
  await expectVisitorBar(page, AURORA);
  expect((await sessionStorageOf(page)).token).toBeUndefined();
});

test('aurora: a member who picks another language has it stored on the platform', async ({ page }) => {
  await openAsMember(page, AURORA);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/wps/member/language') && response.request().method() === 'POST',
  );
  await page
    .getByRole('navigation', { name: SHELL_TEXTS.EN.sideMenu.label })
    .getByRole('combobox', { name: en.common.language.label })
    .selectOption({ label: 'Tiếng Việt' });
  const response = await saved;
  expect(response.ok()).toBe(true);
  expect(response.request().postDataJSON()).toMatchObject({ language: 'VI' });
  await expect(header(page).getByRole('button', { name: AUTH_TEXTS.VI.memberBar.deposit })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});
