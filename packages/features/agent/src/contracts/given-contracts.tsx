// The contracts the member gave its direct downlines (offered or active), in the kit's table: whom,
// rate, period, state, when offered, and Withdraw (an offer) or Terminate (an active one), each after
// a confirmation.
import type { AgentContract } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { DataTable, type DataTableColumn } from '@portal/ui';
import { useMemo } from 'react';
import { AGENT_NAMESPACE } from '../agent-namespace';
import { useAgentFormat } from '../shared/format';
import { TerminateButton } from './terminate-button';

export interface GivenContractsProps {
  contracts: readonly AgentContract[];
  busy: boolean;
  onEnd: (contract: AgentContract) => void;
}

export function GivenContracts({ contracts, busy, onEnd }: GivenContractsProps) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const format = useAgentFormat();
  const columns = useMemo<DataTableColumn<AgentContract>[]>(
    () => [
      { key: 'username', header: t('given.columns.username'), cell: (row) => row.username, rowHeader: true },
      { key: 'rate', header: t('contracts.terms.rate'), cell: (row) => format.rate(row.rate), numeric: true },
      { key: 'period', header: t('contracts.terms.period'), cell: (row) => t(`contracts.periods.${row.period}`) },
      { key: 'status', header: t('given.columns.status'), cell: (row) => t(`contracts.statuses.${row.status}`) },
      { key: 'offeredAt', header: t('contracts.terms.offeredAt'), cell: (row) => format.when(row.offeredAt) },
      {
        key: 'actions',
        header: t('given.columns.actions'),
        cell: (row) => {
          const offered = row.status === 'offered';
          return (
            <TerminateButton
              busy={busy}
              label={offered ? t('given.withdraw') : t('contracts.terminate')}
              accessibleLabel={t(offered ? 'given.withdrawLabel' : 'given.terminateLabel', { username: row.username })}
              title={offered ? t('given.withdrawTitle') : t('terminate.title')}
              message={t(offered ? 'given.withdrawBody' : 'given.terminateBody', { username: row.username })}
              onConfirm={() => onEnd(row)}
            />
          );
        },
      },
    ],
    [t, format, busy, onEnd],
  );
  return (
    <DataTable
      caption={t('given.title')}
      hideCaption
      columns={columns}
      rows={contracts}
      rowKey={(row) => row.contractId}
      loadingLabel={t('contracts.loading')}
      emptyText={t('given.empty')}
      manualSort
    />
  );
}
