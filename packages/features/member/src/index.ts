// Public API of @portal/feature-member: the member centre's pages by the spec's page key — the
// money pages (depositv2, withdraw, transferFund, transferUpline) on @portal/api's wallet domain —
// and the frame they run in. The app passes what the pages need from accounts (MemberHost) and
// hands the pages to accounts' member-centre dialog; the `wallet` namespace loads with the centre
// (MemberTexts), never with the home page.

// --- host (what the app provides) and the frame of every page ---
export { MemberHostProvider, useMemberHost, type MemberHost } from './shared/member-host';
export { MemberCentreFrame, type MemberCentreFrameProps } from './shared/member-centre-frame';

// --- pages ---
// (each page is its own chunk: import the pages through WALLET_PAGES, not one by one)
export { WALLET_PAGES, type WalletPageKey } from './wallet-pages';

// (the record pages likewise, through RECORD_PAGES; RecordsOptionsProvider gives them the
// player's zone and date layout)
export {
  RECORD_PAGES,
  RecordsOptionsProvider,
  useRecordsOptions,
  type RecordPageKey,
  type RecordsOptions,
} from './records';

// (responsible gaming's page likewise, through RESPONSIBLE_GAMING_PAGES; RealityCheck is shown
// over a launched game by the app, inside MemberCentreFrame for its texts)
export {
  RESPONSIBLE_GAMING_PAGES,
  RealityCheck,
  nextCheckAt,
  type RealityCheckProps,
  type ResponsibleGamingPageKey,
} from './responsible-gaming';

// --- parts ---
export { amountProblem, type AmountLimits, type AmountProblem } from './shared/amount';
export { proofProblem, type ProofProblem } from './withdraw/proof-files';
export { quickAmounts } from './deposit/deposit-form';

// --- translations ---
export { MEMBER_NAMESPACES } from './member-namespaces';
export { WALLET_NAMESPACE, walletNamespace, walletResources, type WalletResources } from './wallet-namespace';
export { RECORDS_NAMESPACE, recordsNamespace, recordsResources, type RecordsResources } from './records';
export {
  RESPONSIBLE_GAMING_NAMESPACE,
  responsibleGamingNamespace,
  responsibleGamingResources,
  type ResponsibleGamingResources,
} from './responsible-gaming';
export { MemberTexts, type MemberTextsProps, type MemberTextOverrides } from './shared/member-texts';
