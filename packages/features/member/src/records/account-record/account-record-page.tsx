// Account record (member-centre page transactionHistory): every ledger row of the member in a date
// range, optionally of one kind, paged; amounts signed (money in +, money out −) and coloured, with
// the balance after each row and the order, round or transfer it belongs to.
import { TRANSACTION_KINDS, type Transaction, type TransactionKind } from '@portal/contracts';
import { useGetTransactionsQuery } from '@portal/api';
import { DataTable, Select, SignedAmount, type DataTableColumn } from '@portal/ui';
import { useMemo, useState } from 'react';
import {
  RecordError,
  RecordPage,
  RecordRangeFilter,
  useFormatTime,
  usePagination,
  useRangeAndPage,
} from '../shared/record-parts';
import { Filters } from '../shared/styles';
import { useCurrencySymbol, useMoney } from '../../shared/use-money';
import { signed } from '../shared/signed';
import { useRecordsTranslation } from '../shared/use-records-translation';

export const ACCOUNT_RECORD_PAGE_SIZE = 20;

export function AccountRecordPage() {
  const { t } = useRecordsTranslation();
  const money = useMoney(useCurrencySymbol());
  const formatTime = useFormatTime();
  const { range, setRange, pageNo, setPageNo } = useRangeAndPage();
  const [kind, setKind] = useState<TransactionKind | ''>('');
  const { data, error, isFetching, refetch } = useGetTransactionsQuery({
    startTime: range.startTime,
    endTime: range.endTime,
    pageNo,
    pageSize: ACCOUNT_RECORD_PAGE_SIZE,
    ...(kind ? { kind } : {}),
  });

  const columns = useMemo<DataTableColumn<Transaction>[]>(
    () => [
      {
        key: 'createdAt',
        header: t('accountRecord.columns.time'),
        cell: (row) => formatTime(row.createdAt),
        rowHeader: true,
        sortValue: (row) => row.createdAt,
      },
      { key: 'kind', header: t('accountRecord.columns.kind'), cell: (row) => t(`accountRecord.kinds.${row.kind}`) },
      {
        key: 'amount',
        header: t('accountRecord.columns.amount'),
        cell: (row) => <SignedAmount amount={row.amount}>{signed(money(row.amount), row.amount)}</SignedAmount>,
        numeric: true,
        sortValue: (row) => row.amount,
      },
      {
        key: 'balanceAfter',
        header: t('accountRecord.columns.balanceAfter'),
        cell: (row) => money(row.balanceAfter),
        numeric: true,
      },
      { key: 'reference', header: t('accountRecord.columns.reference'), cell: (row) => row.reference ?? '–' },
    ],
    [t, money, formatTime],
  );

  const pagination = usePagination(t('accountRecord.pages'), pageNo, data?.totalPages ?? 0, setPageNo);

  return (
    <RecordPage>
      <Filters>
        <RecordRangeFilter value={range} onChange={setRange} />
        <Select
          label={t('accountRecord.kindFilter')}
          value={kind}
          placeholder={t('filters.all')}
          options={TRANSACTION_KINDS.map((each) => ({ value: each, label: t(`accountRecord.kinds.${each}`) }))}
          onChange={(event) => {
            setKind(event.target.value as TransactionKind | '');
            setPageNo(1);
          }}
        />
      </Filters>
      {error ? <RecordError error={error} onRetry={() => void refetch()} /> : null}
      <DataTable
        caption={t('accountRecord.caption')}
        hideCaption
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(row) => row.id}
        loading={isFetching}
        loadingLabel={t('common:status.loading')}
        emptyText={error ? t('common:status.noData') : t('accountRecord.empty')}
        pagination={pagination}
      />
    </RecordPage>
  );
}
