// Transaction details (agent-centre page transactionDetails): the team's money movements of the
// period — deposits, withdrawals, transfers, bonuses, salaries — paged by the platform, by username
// and kind; amounts signed (money into the member's wallet +, out −) with the balance after.
import { useGetAgentTeamTransactionsQuery } from '@portal/api';
import { TEAM_TRANSACTION_KINDS, type TeamTransaction } from '@portal/contracts';
import { DataTable, Select, SignedAmount, type DataTableColumn } from '@portal/ui';
import { useMemo, useState } from 'react';
import {
  PeriodPicker,
  ReportError,
  ReportPage,
  UsernameSearch,
  useFormatTime,
  usePagination,
  usePeriodAndPage,
} from '../shared/report-parts';
import { FilterColumn, Filters } from '../shared/styles';
import { signed, useMoney } from '../shared/use-money';
import { useReportsTranslation } from '../shared/use-reports-translation';

export const TEAM_TRANSACTIONS_PAGE_SIZE = 20;

type Kind = (typeof TEAM_TRANSACTION_KINDS)[number];

export function TeamTransactionsPage() {
  const { t } = useReportsTranslation();
  const money = useMoney();
  const formatTime = useFormatTime();
  const { period, setPeriod, pageNo, setPageNo, resetPage } = usePeriodAndPage();
  const [username, setUsername] = useState('');
  const [kind, setKind] = useState<Kind | ''>('');
  const { data, error, isFetching, refetch } = useGetAgentTeamTransactionsQuery({
    startTime: period.startTime,
    endTime: period.endTime,
    pageNo,
    pageSize: TEAM_TRANSACTIONS_PAGE_SIZE,
    ...(username ? { username } : {}),
    ...(kind ? { kind } : {}),
  });

  const columns = useMemo<DataTableColumn<TeamTransaction>[]>(
    () => [
      {
        key: 'createdAt',
        header: t('transactions.columns.time'),
        cell: (row) => formatTime(row.createdAt),
        rowHeader: true,
        sortValue: (row) => row.createdAt,
      },
      {
        key: 'username',
        header: t('transactions.columns.username'),
        cell: (row) => row.username,
        sortValue: (row) => row.username,
      },
      {
        key: 'level',
        header: t('transactions.columns.level'),
        numeric: true,
        cell: (row) => row.level,
        sortValue: (row) => row.level,
      },
      {
        key: 'kind',
        // The ledger's kind; one the texts do not know yet reads as the platform names it.
        header: t('transactions.columns.kind'),
        cell: (row) => t(`ledgerKinds.${row.kind}`, { defaultValue: row.kind }),
      },
      {
        key: 'amount',
        header: t('transactions.columns.amount'),
        numeric: true,
        cell: (row) => <SignedAmount amount={row.amount}>{signed(money(row.amount), row.amount)}</SignedAmount>,
        sortValue: (row) => row.amount,
      },
      {
        key: 'balanceAfter',
        header: t('transactions.columns.balanceAfter'),
        numeric: true,
        cell: (row) => money(row.balanceAfter),
      },
    ],
    [t, money, formatTime],
  );

  const pagination = usePagination(t('transactions.pages'), pageNo, data?.totalPages ?? 0, setPageNo);

  return (
    <ReportPage heading={t('transactions.heading')}>
      <Filters>
        <PeriodPicker value={period} onChange={setPeriod} />
        <FilterColumn>
          <UsernameSearch
            label={t('transactions.username')}
            onSearch={(next) => {
              setUsername(next);
              resetPage();
            }}
          />
          <Select
            label={t('filters.kind')}
            value={kind}
            placeholder={t('filters.all')}
            options={TEAM_TRANSACTION_KINDS.map((each) => ({ value: each, label: t(`transactions.kinds.${each}`) }))}
            onChange={(event) => {
              setKind(event.target.value as Kind | '');
              resetPage();
            }}
          />
        </FilterColumn>
      </Filters>
      {error ? <ReportError error={error} onRetry={() => void refetch()} /> : null}
      <DataTable
        caption={t('transactions.caption', { from: period.from, to: period.to })}
        hideCaption
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(row) => row.id}
        loading={isFetching}
        loadingLabel={t('common:status.loading')}
        emptyText={error ? t('common:status.noData') : t('transactions.empty')}
        pagination={pagination}
      />
    </ReportPage>
  );
}
