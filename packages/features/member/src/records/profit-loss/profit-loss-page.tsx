// Personal profit and loss (member-centre page personalProfit): one row per day of the range in
// the player's zone (the platform groups by the zone's offset we send), with bets, valid bets,
// wins, profit, deposits, withdrawals and bonuses, and a totals row.
import type { ProfitDay } from '@portal/contracts';
import { useGetPersonalProfitQuery } from '@portal/api';
import { formatDate } from '@portal/i18n';
import { DataTable, SignedAmount, zoneOffsetMinutes, type DataTableColumn } from '@portal/ui';
import { useMemo } from 'react';
import { RecordError, RecordPage, RecordRangeFilter, useRangeAndPage } from '../shared/record-parts';
import { useRecordsOptions } from '../shared/records-options';
import { Filters } from '../shared/styles';
import { useCurrencySymbol, useMoney } from '../../shared/use-money';
import { useRecordsTranslation } from '../shared/use-records-translation';

type ProfitFigures = Omit<ProfitDay, 'date'>;

export function ProfitLossPage() {
  const { t } = useRecordsTranslation();
  const money = useMoney(useCurrencySymbol());
  const { timeZone, datePattern } = useRecordsOptions();
  const { range, setRange } = useRangeAndPage();
  // The offset at the range's end: a range across a clock change is off by an hour at one end,
  // which the contract's single offset cannot express.
  const utcOffsetMinutes = zoneOffsetMinutes(range.endTime, timeZone);
  const { data, error, isFetching, refetch } = useGetPersonalProfitQuery({
    startTime: range.startTime,
    endTime: range.endTime,
    utcOffsetMinutes,
  });

  const columns = useMemo<DataTableColumn<ProfitDay>[]>(() => {
    const amount = (key: keyof ProfitFigures, label: string, coloured = false): DataTableColumn<ProfitDay> => ({
      key,
      header: label,
      numeric: true,
      sortValue: (row) => row[key],
      cell: (row) => (coloured ? <SignedAmount amount={row[key]}>{money(row[key])}</SignedAmount> : money(row[key])),
    });
    return [
      // The day, shown in the player's date layout (the platform sends yyyy-MM-dd).
      {
        key: 'date',
        header: t('profit.columns.date'),
        cell: (row) => formatDate(`${row.date}T00:00:00Z`, datePattern, { timeZone: 'UTC' }),
        rowHeader: true,
        sortValue: (row) => row.date,
      },
      amount('bet', t('profit.columns.bet')),
      amount('validBet', t('profit.columns.validBet')),
      amount('win', t('profit.columns.win')),
      amount('profit', t('profit.columns.profit'), true),
      amount('deposit', t('profit.columns.deposit')),
      amount('withdrawal', t('profit.columns.withdrawal')),
      amount('bonus', t('profit.columns.bonus')),
    ];
  }, [t, money, datePattern]);

  const total = data?.total;
  const footer = total
    ? {
        date: t('profit.total'),
        bet: money(total.bet),
        validBet: money(total.validBet),
        win: money(total.win),
        profit: <SignedAmount amount={total.profit}>{money(total.profit)}</SignedAmount>,
        deposit: money(total.deposit),
        withdrawal: money(total.withdrawal),
        bonus: money(total.bonus),
      }
    : undefined;

  return (
    <RecordPage>
      <Filters>
        <RecordRangeFilter value={range} onChange={setRange} />
      </Filters>
      {error ? <RecordError error={error} onRetry={() => void refetch()} /> : null}
      <DataTable
        caption={t('profit.caption')}
        hideCaption
        columns={columns}
        rows={data?.days ?? []}
        rowKey={(row) => row.date}
        loading={isFetching}
        loadingLabel={t('common:status.loading')}
        emptyText={error ? t('common:status.noData') : t('profit.empty')}
        footer={footer}
      />
    </RecordPage>
  );
}
