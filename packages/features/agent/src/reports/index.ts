// The agent centre's report pages (the centre's registry imports these names from this folder, a
// chunk of its own): team betting, user profit and loss, my income, transaction details, and the
// dividend and salary records of one contract kind. Each renders under the centre's page heading;
// the charts they show are chunks of their own again (charts/report-chart.tsx).
export { TeamBettingPage } from './team-betting/team-betting-page';
export { MemberProfitLossPage } from './member-profit-loss/member-profit-loss-page';
export { IncomePage } from './income/income-page';
export { TeamTransactionsPage } from './team-transactions/team-transactions-page';
export { SettlementRecordsPage, type SettlementRecordsPageProps } from './settlement-records/settlement-records-page';
export {
  AGENT_REPORTS_NAMESPACE,
  agentReportsNamespace,
  agentReportsResources,
  type AgentReportsResources,
} from './reports-namespace';
