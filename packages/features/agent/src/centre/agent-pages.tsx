// The agent centre's menu (spec §2 "Agent centre"), in the spec's order: each entry's key (also its
// `?agent=<key>` in the address and its `agent:centre.pages.<key>` label), the consolidated flag it
// needs (contract entries only where the tenant's module is on) and the page it renders. The report
// pages come from ./reports (their own chunk, with their charts), the rest from ../pages and
// ../contracts; each is loaded when first shown, so opening the centre loads only the default page.
import type { ConsolidatedValue } from '@portal/contracts';
import { lazy, type ComponentType } from 'react';

export const AGENT_PAGE_KEYS = [
  'announcement',
  'agentTeamOverview',
  'registerCenter',
  'teamManagement',
  'teamBetting',
  'memberProfitLoss',
  'myIncome',
  'transactionDetails',
  'dividendRecord',
  'dailySalary',
  'hourlySalary',
  'realtimeSalary',
] as const;
export type AgentPageKey = (typeof AGENT_PAGE_KEYS)[number];

/** The centre opens on the team overview (spec §2). */
export const DEFAULT_AGENT_PAGE: AgentPageKey = 'agentTeamOverview';

export function isAgentPageKey(value: unknown): value is AgentPageKey {
  return typeof value === 'string' && (AGENT_PAGE_KEYS as readonly string[]).includes(value);
}

/** The consolidated call's entry flags (spec §3). */
export type AgentPageFlag = keyof Pick<
  ConsolidatedValue,
  'contractDividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary'
>;

export interface AgentPageEntry {
  key: AgentPageKey;
  /** Shown only when this consolidated flag is on; always shown without one. */
  flag?: AgentPageFlag;
  Page: ComponentType;
}

const reports = () => import('../reports');
const contractPage = () => import('../contracts/contract-page');

export const AGENT_PAGES: readonly AgentPageEntry[] = [
  {
    key: 'announcement',
    Page: lazy(() => import('../pages/announcement-page').then((m) => ({ default: m.AnnouncementPage }))),
  },
  {
    key: 'agentTeamOverview',
    Page: lazy(() => import('../pages/team-overview-page').then((m) => ({ default: m.TeamOverviewPage }))),
  },
  {
    key: 'registerCenter',
    Page: lazy(() => import('../pages/register-page').then((m) => ({ default: m.RegisterPage }))),
  },
  {
    key: 'teamManagement',
    Page: lazy(() => import('../pages/team-management-page').then((m) => ({ default: m.TeamManagementPage }))),
  },
  { key: 'teamBetting', Page: lazy(() => reports().then((m) => ({ default: m.TeamBettingPage }))) },
  { key: 'memberProfitLoss', Page: lazy(() => reports().then((m) => ({ default: m.MemberProfitLossPage }))) },
  { key: 'myIncome', Page: lazy(() => reports().then((m) => ({ default: m.IncomePage }))) },
  { key: 'transactionDetails', Page: lazy(() => reports().then((m) => ({ default: m.TeamTransactionsPage }))) },
  {
    key: 'dividendRecord',
    flag: 'contractDividend',
    // The dividend contract (offer, accept, terminate, given) above the paged dividend records.
    Page: lazy(() => contractPage().then((m) => ({ default: m.DividendRecordPage }))),
  },
  {
    key: 'dailySalary',
    flag: 'dailySalary',
    Page: lazy(() => contractPage().then((m) => ({ default: m.DailySalaryPage }))),
  },
  {
    key: 'hourlySalary',
    flag: 'hourlySalary',
    Page: lazy(() => contractPage().then((m) => ({ default: m.HourlySalaryPage }))),
  },
  {
    key: 'realtimeSalary',
    flag: 'realtimeSalary',
    Page: lazy(() => contractPage().then((m) => ({ default: m.RealtimeSalaryPage }))),
  },
];

/** The entries offered with these flags (none of the gated ones while the flags are unknown). */
export function visibleAgentPages(
  flags: Partial<Record<AgentPageFlag, boolean>> | undefined,
): readonly AgentPageEntry[] {
  return AGENT_PAGES.filter((entry) => !entry.flag || flags?.[entry.flag] === true);
}
