// PLACEHOLDER, replaced by the reports' own folder (another change builds the report pages and their
// charts here, in the `agentReports` namespace). The centre's registry (centre/agent-pages.tsx)
// renders these five names; each takes no props but SettlementRecordsPage, which takes the contract
// `kind` whose settled periods it lists. The centre renders the page's heading above it.
export {
  TeamBettingPage,
  MemberProfitLossPage,
  IncomePage,
  TeamTransactionsPage,
  SettlementRecordsPage,
} from './placeholder-pages';
export type { SettlementRecordsPageProps } from './placeholder-pages';
