// Minimal stand-ins for the report pages so the centre builds before they arrive: each says the
// report is not available yet (translated, role status) instead of showing made-up figures.
import type { ContractKind } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { MutedText } from '@portal/ui';
import { AGENT_NAMESPACE } from '../agent-namespace';

function NotYet() {
  const { t } = useTranslation(AGENT_NAMESPACE);
  return <MutedText role="status">{t('centre.notAvailable')}</MutedText>;
}

export const TeamBettingPage = () => <NotYet />;
export const MemberProfitLossPage = () => <NotYet />;
export const IncomePage = () => <NotYet />;
export const TeamTransactionsPage = () => <NotYet />;

export interface SettlementRecordsPageProps {
  kind: ContractKind;
}
export const SettlementRecordsPage = (_props: SettlementRecordsPageProps) => <NotYet />;
