// The agent centre's report pages against the real platform, in both tenants and their own
// language (aurora EN, lotus TH): agent01 — whose demo team (several levels, with settled bets) the
// seed provides — opens each report from the centre's menu and sees its figures: team betting (the
// chart and the table of days with a totals row; axe finds no serious violation), user profit and
// loss (team members with their figures), the team's transaction details, my income (agent01 holds
// no contract of its own: the table without an error) and the dividend record of the contracts it
// gave (subagent01's settled weeks). agent01 holds one session at a time, so this
// file is a project of its own that runs after the agent centre's (playwright.config.ts): never
// beside another test of agent01.
import { expect, test, type Locator, type Page } from '@playwright/test';
import agentEn from '../../../packages/features/agent/src/locales/en/agent.json' with { type: 'json' };
import agentTh from '../../../packages/features/agent/src/locales/th/agent.json' with { type: 'json' };
import reportsEn from '../../../packages/features/agent/src/locales/en/agent-reports.json' with { type: 'json' };
import reportsTh from '../../../packages/features/agent/src/locales/th/agent-reports.json' with { type: 'json' };
import { seriousViolations } from './support/axe';
import { DEMO_PASSWORD } from './support/platform';
import { openAs } from './support/session';
import { AURORA, LOTUS, type E2eTenant } from './support/tenants';
import { escapeRegExp, fill } from './support/texts';

const thai = (tenant: E2eTenant) => tenant.defaultLanguage === 'TH';
const agentTexts = (tenant: E2eTenant) => (thai(tenant) ? agentTh : agentEn);
const reportTexts = (tenant: E2eTenant) => (thai(tenant) ? reportsTh : reportsEn);

type ReportKey = 'teamBetting' | 'memberProfitLoss' | 'myIncome' | 'transactionDetails' | 'dividendRecord';

function agentCentre(page: Page, tenant: E2eTenant): Locator {
  return page.getByRole('dialog', { name: agentTexts(tenant).centre.title });
}

/** Opens a report from the centre's menu, widens it to the last 30 days and returns its section. */
async function openReport(page: Page, tenant: E2eTenant, key: ReportKey, heading: string): Promise<Locator> {
  const centre = agentCentre(page, tenant);
  const name = agentTexts(tenant).centre.pages[key];
  await centre
    .getByRole('navigation', { name: agentTexts(tenant).centre.menu })
    .getByRole('button', { name, exact: true })
    .click();
  await expect(centre.getByRole('heading', { name, exact: true })).toBeVisible();
  const report = centre.getByRole('region', { name: heading, exact: true });
  await expect(report).toBeVisible();
  await report.getByRole('button', { name: reportTexts(tenant).period.last30Days, exact: true }).click();
  await expect(
    report.getByRole('button', { name: reportTexts(tenant).period.last30Days, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  return report;
}

/** The body rows of a report's table (the header and totals rows left out). */
const bodyRows = (table: Locator) => table.locator('tbody tr');

async function expectNoError(report: Locator): Promise<void> {
  await expect(report.getByRole('alert')).toHaveCount(0);
}

for (const tenant of [AURORA, LOTUS]) {
  test(`${tenant.id} agent01: opens every report from the agent centre's menu and sees its team's figures`, async ({
    page,
  }) => {
    const texts = reportTexts(tenant);
    await openAs(page, tenant, { username: 'agent01', password: DEMO_PASSWORD }, '/?agent=agentTeamOverview');
    await expect(agentCentre(page, tenant)).toBeVisible();

    // Team betting: the seeded bets as days with figures, a totals row, and the chart named for
    // screen readers (drawn by its own chunk).
    const betting = await openReport(page, tenant, 'teamBetting', texts.teamBetting.heading);
    const bettingTable = betting.getByRole('table');
    await expect(bettingTable.getByRole('rowheader', { name: texts.totals.row, exact: true })).toBeVisible();
    await expect(bodyRows(bettingTable).first()).toBeVisible();
    expect(await bodyRows(bettingTable).count()).toBeGreaterThan(0);
    await expect(betting.getByRole('group', { name: texts.totals.label })).toContainText(/\d/);
    const chartName = texts.teamBetting.chart.split('{{from}}')[0]!;
    const chart = betting.getByRole('img', { name: new RegExp(`^${escapeRegExp(chartName)}`) });
    await expect(chart).toBeVisible();
    // The chart's own chunk drew a bar a day into the SVG.
    await expect(chart.locator('svg rect[data-series="validBet"]').first()).toBeAttached();
    await expectNoError(betting);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    // User profit and loss: team members with their figures, and the totals of all of them.
    const profitLoss = await openReport(page, tenant, 'memberProfitLoss', texts.memberProfitLoss.heading);
    const members = profitLoss.getByRole('table');
    await expect(bodyRows(members).first().getByRole('rowheader')).not.toBeEmpty();
    await expect(profitLoss.getByRole('group', { name: texts.memberProfitLoss.totals })).toBeVisible();
    await expectNoError(profitLoss);

    // Transaction details: the team's deposits, transfers and withdrawals.
    const transactions = await openReport(page, tenant, 'transactionDetails', texts.transactions.heading);
    await expect(bodyRows(transactions.getByRole('table')).first().getByRole('rowheader')).not.toBeEmpty();
    await expectNoError(transactions);

    // My income: agent01 holds no contract of its own (it gives them), so the report answers with
    // its table and no error.
    const income = await openReport(page, tenant, 'myIncome', texts.income.heading);
    await expect(income.getByRole('table')).toBeVisible();
    await expectNoError(income);

    // The dividend record: the weekly dividend agent01 gave subagent01 has settled periods.
    const dividend = await openReport(
      page,
      tenant,
      'dividendRecord',
      fill(texts.settlements.heading, { kind: texts.kinds.dividend }),
    );
    await dividend.getByRole('combobox', { name: texts.settlements.scope }).selectOption('given');
    const given = dividend.getByRole('table');
    await expect(given.getByRole('cell', { name: 'subagent01', exact: true }).first()).toBeVisible();
    await expect(dividend.getByRole('group', { name: texts.totals.label })).toBeVisible();
    await expectNoError(dividend);
  });
}
