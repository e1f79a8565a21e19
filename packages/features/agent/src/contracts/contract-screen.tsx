// One contract kind's screen (dividend, daily, hourly or real-time salary). Skeleton: filled in by
// the contract screens' change.
import type { ContractKind } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { MutedText } from '@portal/ui';
import type { ReactNode } from 'react';
import { AGENT_NAMESPACE } from '../agent-namespace';

export interface ContractScreenProps {
  kind: ContractKind;
  /** Replaces the screen's own settlement history (the dividend record's paged report). */
  history?: ReactNode;
}

export function ContractScreen({ history }: ContractScreenProps) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  return (
    <>
      <MutedText role="status">{t('centre.notAvailable')}</MutedText>
      {history}
    </>
  );
}
