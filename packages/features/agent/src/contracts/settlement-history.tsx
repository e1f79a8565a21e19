// The member's settled periods of this kind (newest first, the last 50 the contract call returns):
// period, the team's valid bet and active members, the rate and what was paid, in the kit's table,
// ten a page, with the amount over the listed periods in the footer.
import type { SettlementRecord } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { DataTable, type DataTableColumn } from '@portal/ui';
import { useMemo, useState } from 'react';
import { AGENT_NAMESPACE } from '../agent-namespace';
import { useAgentFormat } from '../shared/format';
import { usePager } from '../shared/use-pager';

const PER_PAGE = 10;

export function SettlementHistory({ settlements }: { settlements: readonly SettlementRecord[] }) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const format = useAgentFormat();
  const [page, setPage] = useState(1);
  const pagination = usePager(page, Math.ceil(settlements.length / PER_PAGE), setPage);
  const columns = useMemo<DataTableColumn<SettlementRecord>[]>(
    () => [
      {
        key: 'period',
        header: t('history.columns.period'),
        cell: (row) => t('history.range', { start: format.when(row.periodStart), end: format.when(row.periodEnd) }),
        rowHeader: true,
      },
      {
        key: 'validBet',
        header: t('history.columns.validBet'),
        cell: (row) => format.money(row.validBet),
        numeric: true,
      },
      {
        key: 'activeMembers',
        header: t('history.columns.activeMembers'),
        cell: (row) => format.count(row.activeMembers),
        numeric: true,
      },
      { key: 'rate', header: t('contracts.terms.rate'), cell: (row) => format.rate(row.rate), numeric: true },
      { key: 'amount', header: t('history.columns.amount'), cell: (row) => format.money(row.amount), numeric: true },
      { key: 'settledAt', header: t('history.columns.settledAt'), cell: (row) => format.when(row.settledAt) },
    ],
    [t, format],
  );
  const total = settlements.reduce((sum, row) => sum + row.amount, 0);
  return (
    <DataTable
      caption={t('history.title')}
      hideCaption
      columns={columns}
      rows={settlements.slice((page - 1) * PER_PAGE, page * PER_PAGE)}
      rowKey={(row) => `${row.contractId}-${row.periodStart}`}
      loadingLabel={t('contracts.loading')}
      emptyText={t('history.empty')}
      footer={settlements.length > 0 ? { period: t('history.total'), amount: format.money(total) } : undefined}
      manualSort
      pagination={pagination}
    />
  );
}
