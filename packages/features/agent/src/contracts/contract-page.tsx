// The four contract entries of the centre: one contract screen (contract-screen.tsx) per kind. The
// dividend record shows the dividend contract over the reports' paged dividend records.
import { SettlementRecordsPage } from '../reports/settlement-records/settlement-records-page';
import { ContractScreen } from './contract-screen';

export function DividendRecordPage() {
  return <ContractScreen kind="dividend" history={<SettlementRecordsPage kind="dividend" />} />;
}

export function DailySalaryPage() {
  return <ContractScreen kind="daily" />;
}

export function HourlySalaryPage() {
  return <ContractScreen kind="hourly" />;
}

export function RealtimeSalaryPage() {
  return <ContractScreen kind="realtime" />;
}
