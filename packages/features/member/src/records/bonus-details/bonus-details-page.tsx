// Bonus details (member-centre page bonusDetails): the bonuses and rewards credited to the member in
// a date range, paged, with the range's total. A claimed reward has its own title; any other credit
// (a promotion's reward, a raffle prize, a mission reward…) comes titled by its ledger kind, shown
// here by the kind's translated name.
import { useGetBonusesQuery } from '@portal/api';
import { TRANSACTION_KINDS, type EndpointValue, type TransactionKind } from '@portal/contracts';
import { DataTable, FigureTile, FigureTiles, SignedAmount, type DataTableColumn } from '@portal/ui';
import { useMemo } from 'react';
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
import { useRecordsTranslation } from '../shared/use-records-translation';

export const BONUS_PAGE_SIZE = 20;

type Bonus = EndpointValue<'getBonuses'>['list'][number];

const KINDS: ReadonlySet<string> = new Set(TRANSACTION_KINDS);
const isKind = (title: string): title is TransactionKind => KINDS.has(title);

export function BonusDetailsPage() {
  const { t } = useRecordsTranslation();
  const money = useMoney(useCurrencySymbol());
  const formatTime = useFormatTime();
  const { range, setRange, pageNo, setPageNo } = useRangeAndPage();
  const { data, error, isFetching, refetch } = useGetBonusesQuery({
    startTime: range.startTime,
    endTime: range.endTime,
    pageNo,
    pageSize: BONUS_PAGE_SIZE,
  });

  const columns = useMemo<DataTableColumn<Bonus>[]>(
    () => [
      {
        key: 'createdAt',
        header: t('bonus.columns.time'),
        cell: (row) => formatTime(row.createdAt),
        rowHeader: true,
        sortValue: (row) => row.createdAt,
      },
      {
        key: 'title',
        header: t('bonus.columns.title'),
        cell: (row) => (isKind(row.title) ? t(`accountRecord.kinds.${row.title}`) : row.title),
      },
      {
        key: 'amount',
        header: t('bonus.columns.amount'),
        cell: (row) => <SignedAmount amount={row.amount}>{money(row.amount)}</SignedAmount>,
        numeric: true,
        sortValue: (row) => row.amount,
      },
    ],
    [t, money, formatTime],
  );

  const pagination = usePagination(t('bonus.pages'), pageNo, data?.totalPages ?? 0, setPageNo);

  return (
    <RecordPage>
      <Filters>
        <RecordRangeFilter value={range} onChange={setRange} />
      </Filters>
      {error ? <RecordError error={error} onRetry={() => void refetch()} /> : null}
      {data && (
        <FigureTiles>
          <FigureTile>
            <dt>{t('bonus.totalAmount')}</dt>
            <dd>{money(data.totalAmount)}</dd>
          </FigureTile>
        </FigureTiles>
      )}
      <DataTable
        caption={t('bonus.caption')}
        hideCaption
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(row) => row.id}
        loading={isFetching}
        loadingLabel={t('common:status.loading')}
        emptyText={error ? t('common:status.noData') : t('bonus.empty')}
        pagination={pagination}
      />
    </RecordPage>
  );
}
