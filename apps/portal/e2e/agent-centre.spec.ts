// The agent centre (issue 23), in both tenants (aurora in English, lotus in Thai), elements found by
// role and accessible name in the tenant's language:
//   (a) agent01 opens the centre from the avatar menu and from the footer's affiliate button, visits
//       every entry the tenant offers (each shows its heading), and axe finds no serious violation;
//   (b) agent01 registers a sub-agent (registerCenter), who then logs in;
//   (c) agent01 offers that sub-agent a salary contract (real-time where the tenant has RTSALARY3,
//       else daily), which it accepts in its own centre; the sub-agent registers a member, the member
//       is credited and spins the in-house slot for a known amount; one settlement pass after the
//       period ends (platform.settleAgents) pays rate × valid bet: the salary page's history and the
//       account record's "Agent salary" row show it;
//   (d) member01 (a plain member) has no agent entry and the footer's button is the affiliate link.
// It runs in the `agents` project, after every other spec (agent01 holds one session at a time).
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import agentEn from '../../../packages/features/agent/src/locales/en/agent.json' with { type: 'json' };
import agentTh from '../../../packages/features/agent/src/locales/th/agent.json' with { type: 'json' };
import { memberMenuButton, textsOf } from './support/auth-ui';
import { seriousViolations } from './support/axe';
import { labelled, memberCentre, recordsTexts } from './support/member-centre';
import { DEMO_PASSWORD, newAccount, Platform } from './support/platform';
import { spinOnce } from './support/points-member';
import { openAs } from './support/session';
import { AURORA, LOTUS, type E2eTenant } from './support/tenants';
import { fill } from './support/texts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const agentTexts = (tenant: E2eTenant) => (tenant.defaultLanguage === 'TH' ? agentTh : agentEn);
type PageKey = keyof typeof agentEn.centre.pages;

/** The entries the tenant offers, in the spec's order: contract entries only where their module is on. */
function offeredEntries(tenant: E2eTenant): PageKey[] {
  const gated: Partial<Record<PageKey, string>> = {
    dividendRecord: 'SIGNCONDIV3',
    dailySalary: 'DAILYSALCONT3',
    hourlySalary: 'HOURSAL3',
    realtimeSalary: 'RTSALARY3',
  };
  return (Object.keys(agentEn.centre.pages) as PageKey[]).filter((key) => {
    const module = gated[key];
    return !module || tenant.modules[module] === true;
  });
}

const centreOf = (page: Page, tenant: E2eTenant) => page.getByRole('dialog', { name: agentTexts(tenant).centre.title });
const menuOf = (centre: Locator, tenant: E2eTenant) =>
  centre.getByRole('navigation', { name: agentTexts(tenant).centre.menu });

async function openEntry(centre: Locator, tenant: E2eTenant, key: PageKey): Promise<void> {
  const label = agentTexts(tenant).centre.pages[key];
  await menuOf(centre, tenant).getByRole('button', { name: label, exact: true }).click();
  await expect(centre.getByRole('heading', { level: 3, name: label })).toBeVisible();
}

async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

// One worker, in order: the journeys open several fresh contexts each, and on a busy two-core
// machine two of them side by side left a new context's lazy member bar loading past the timeout.
test.describe.configure({ mode: 'default' });

for (const tenant of [AURORA, LOTUS]) {
  const agent = agentTexts(tenant);
  const { auth, shell, common } = textsOf(tenant);

  test.describe(`${tenant.id} agent centre`, () => {
    test.describe.configure({ mode: 'serial' });
    // agent01's one session, shared by the journeys of this tenant.
    let agentContext: BrowserContext;
    let agentPage: Page;
    test.beforeAll(async ({ browser }) => {
      ({ context: agentContext, page: agentPage } = await newPage(browser));
      await openAs(agentPage, tenant, { username: 'agent01', password: DEMO_PASSWORD });
    });
    test.afterAll(async () => {
      await agentContext?.close();
    });

    test('agent01 opens it from the avatar menu and the footer, and visits every entry', async () => {
      const page = agentPage;
      await memberMenuButton(page, 'agent01').click();
      await page
        .getByRole('menu', { name: 'agent01' })
        .getByRole('menuitem', { name: auth.memberBar.menu.agent })
        .click();
      const centre = centreOf(page, tenant);
      await expect(centre).toBeVisible();
      // The default page is the team overview, marked in the menu.
      await expect(centre.getByRole('heading', { level: 3, name: agent.centre.pages.agentTeamOverview })).toBeVisible();
      const menu = menuOf(centre, tenant);
      await expect(menu.getByRole('button', { name: agent.centre.pages.agentTeamOverview })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const entries = offeredEntries(tenant);
      await expect(menu.getByRole('button')).toHaveText(entries.map((key) => agent.centre.pages[key]));
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      for (const key of entries) await openEntry(centre, tenant, key);
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      await centre.getByRole('button', { name: common.actions.close }).first().click();
      await expect(centre).toHaveCount(0);

      // The footer's affiliate button opens the centre for an agent.
      await page.getByRole('contentinfo').getByRole('button', { name: shell.footer.affiliate.start }).click();
      await expect(centre).toBeVisible();
      await expect(centre.getByRole('heading', { level: 3, name: agent.centre.pages.agentTeamOverview })).toBeVisible();
      await centre.getByRole('button', { name: common.actions.close }).first().click();
      await expect(centre).toHaveCount(0);
    });

    test('agent01 registers a sub-agent who logs in, offers it a salary contract it accepts, and the settlement pays it', async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const page = agentPage;
      const realtime = tenant.modules.RTSALARY3 === true;
      const salaryPage: PageKey = realtime ? 'realtimeSalary' : 'dailySalary';
      const platform = await Platform.connect(tenant);
      const contexts: BrowserContext[] = [];
      try {
        // (b) registerCenter, reached by its address.
        const sub = newAccount(tenant);
        await page.goto(`${tenant.origin}/?agent=registerCenter`);
        const centre = centreOf(page, tenant);
        await expect(centre.getByRole('heading', { level: 3, name: agent.centre.pages.registerCenter })).toBeVisible();
        await registerDownline(centre, tenant, sub, 'agent');
        await expect(centre.getByText(fill(agent.register.createdAgent, { username: sub.username }))).toBeVisible();
        await expect(centre.getByLabel(agent.register.affiliateLink)).toHaveValue(
          /\/register\?referralCode=[A-Z0-9]+$/,
        );

        const subSide = await newPage(browser);
        contexts.push(subSide.context);
        await openAs(subSide.page, tenant, sub, '/', platform);

        // (c) agent01 offers the sub-agent a contract of 1.5 %.
        await openEntry(centre, tenant, salaryPage);
        const offerForm = centre.getByRole('form', { name: agent.offer.form });
        await labelled(offerForm, agent.offer.username).fill(sub.username);
        await labelled(offerForm, agent.offer.rate).fill('1.5');
        await offerForm.getByRole('button', { name: agent.offer.submit }).click();
        await expect(offerForm.getByText(fill(agent.offer.sent, { username: sub.username }))).toBeVisible();
        await expect(centre.getByRole('row', { name: new RegExp(sub.username) })).toContainText(
          agent.contracts.statuses.offered,
        );

        // The sub-agent accepts it in its own centre.
        await subSide.page.goto(`${tenant.origin}/?agent=${salaryPage}`);
        const subCentre = centreOf(subSide.page, tenant);
        const offer = subCentre.getByRole('region', { name: agent.contracts.offer });
        await expect(offer).toContainText('1.50%');
        await offer.getByRole('button', { name: agent.contracts.accept }).click();
        await expect(subCentre.getByText(agent.contracts.accepted)).toBeVisible();
        await expect(subCentre.getByRole('region', { name: agent.contracts.current })).toContainText('agent01');

        // The sub-agent registers a member, who is credited and spins the slot for 20.
        const member = newAccount(tenant);
        await openEntry(subCentre, tenant, 'registerCenter');
        await registerDownline(subCentre, tenant, member, 'member');
        await expect(
          subCentre.getByText(fill(agent.register.createdMember, { username: member.username })),
        ).toBeVisible();
        await platform.credit(member.username, 100_000);
        const memberSide = await newPage(browser);
        contexts.push(memberSide.context);
        await openAs(memberSide.page, tenant, member, '/inhouse', platform);
        await spinOnce(memberSide.page, tenant, '20');

        // One settlement pass once the period has ended: 1.5 % of the valid bet 20.00.
        const expectedMinor = Math.floor((20_00 * 150) / 10_000);
        const at = realtime ? Date.now() + 10 * MINUTE : Math.floor(Date.now() / DAY) * DAY + DAY + 10 * MINUTE;
        const settled = await platform.settleAgents(at);
        expect(settled.paidMinor).toBeGreaterThanOrEqual(expectedMinor);
        const amount = (expectedMinor / 100).toFixed(2);

        // The salary page shows it (the page asks again when it opens).
        await openEntry(subCentre, tenant, 'agentTeamOverview');
        await openEntry(subCentre, tenant, salaryPage);
        const history = subCentre.getByRole('region', { name: agent.history.title });
        await expect(history.getByRole('row').filter({ hasText: '20.00' })).toContainText(amount);

        // And the account record has the "Agent salary" row (the pass posts it at its own clock: the range runs on).
        await subSide.page.goto(`${tenant.origin}/?member=transactionHistory`);
        const records = recordsTexts(tenant);
        const memberCentreDialog = memberCentre(subSide.page, tenant);
        const later = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
        await labelled(memberCentreDialog, records.filters.to).fill(later);
        const table = memberCentreDialog.getByRole('table', { name: records.accountRecord.caption });
        const row = table.getByRole('row').filter({ hasText: records.accountRecord.kinds.agent_salary });
        await expect(row).toContainText(amount);
      } finally {
        await Promise.all(contexts.map((context) => context.close()));
        await platform.dispose();
      }
    });
  });

  test(`${tenant.id} member01: no agent entry, and the footer's button stays the affiliate link`, async ({ page }) => {
    await openAs(page, tenant, { username: 'member01', password: DEMO_PASSWORD }, '/?agent=agentTeamOverview');
    await memberMenuButton(page, 'member01').click();
    const menu = page.getByRole('menu', { name: 'member01' });
    await expect(menu.getByRole('menuitem').first()).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: auth.memberBar.menu.agent })).toHaveCount(0);
    await page.keyboard.press('Escape');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: shell.footer.affiliate.start })).toHaveAttribute('href', /.+/);
    await expect(footer.getByRole('button', { name: shell.footer.affiliate.start })).toHaveCount(0);
    await expect(centreOf(page, tenant)).toHaveCount(0);
  });
}

/** registerCenter's form: a member or a sub-agent with the account's username and password. */
async function registerDownline(
  centre: Locator,
  tenant: E2eTenant,
  account: { username: string; password: string },
  type: 'member' | 'agent',
): Promise<void> {
  const agent = agentTexts(tenant);
  const form = centre.getByRole('form', { name: agent.register.form });
  await form.getByLabel(agent.register.accountType).selectOption({ label: agent.register.types[type] });
  await labelled(form, agent.register.username).fill(account.username);
  await labelled(form, agent.register.password).fill(account.password);
  await labelled(form, agent.register.confirmPassword).fill(account.password);
  await form.getByRole('button', { name: agent.register.submit }).click();
}
