// My income (agent-centre page myIncome, the revenue report): what the agent was paid each day of
// the period, per contract kind (dividend, daily, hourly and real-time salary), as a stacked chart
// (a lazy chunk) and the table it stands for, with the period's totals.
import { useGetAgentIncomeQuery } from '@portal/api';
import { CONTRACT_KINDS, type AgentIncomeValue, type ContractKind } from '@portal/contracts';
import { DataTable, type DataTableColumn } from '@portal/ui';
import { useMemo } from 'react';
import { LazyIncomeChart, ReportChart } from '../charts/report-chart';
import { PeriodPicker, ReportError, ReportPage, Totals, usePeriodAndPage } from '../shared/report-parts';
import { Filters } from '../shared/styles';
import { useMoney } from '../shared/use-money';
import { useReportsTranslation } from '../shared/use-reports-translation';

type IncomeDay = AgentIncomeValue['days'][number];

export function IncomePage() {
  const { t } = useReportsTranslation();
  const money = useMoney();
  const { period, setPeriod } = usePeriodAndPage();
  const { data, error, isFetching, refetch } = useGetAgentIncomeQuery({
    startTime: period.startTime,
    endTime: period.endTime,
  });

  const kindLabels = useMemo(
    () => Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, t(`kinds.${kind}`)])) as Record<ContractKind, string>,
    [t],
  );

  const columns = useMemo<DataTableColumn<IncomeDay>[]>(
    () => [
      {
        key: 'day',
        header: t('income.columns.day'),
        cell: (row) => row.day,
        rowHeader: true,
        sortValue: (row) => row.day,
      },
      ...CONTRACT_KINDS.map<DataTableColumn<IncomeDay>>((kind) => ({
        key: kind,
        header: kindLabels[kind],
        numeric: true,
        cell: (row) => money(row[kind]),
        sortValue: (row) => row[kind],
      })),
      {
        key: 'total',
        header: t('income.columns.total'),
        numeric: true,
        cell: (row) => money(row.total),
        sortValue: (row) => row.total,
      },
    ],
    [t, money, kindLabels],
  );

  const total = data?.total;
  const paid = total !== undefined && total.total !== 0;
  const range = { from: period.from, to: period.to };

  return (
    <ReportPage heading={t('income.heading')}>
      <Filters>
        <PeriodPicker value={period} onChange={setPeriod} />
      </Filters>
      {error ? <ReportError error={error} onRetry={() => void refetch()} /> : null}
      {total && paid ? (
        <Totals
          label={t('totals.label')}
          items={[
            ...CONTRACT_KINDS.map((kind) => ({ key: kind, label: kindLabels[kind], value: money(total[kind]) })),
            { key: 'total', label: t('income.columns.total'), value: money(total.total) },
          ]}
        />
      ) : null}
      {data && paid ? (
        <ReportChart label={t('income.chart', range)} loadingLabel={t('common:status.loading')}>
          <LazyIncomeChart days={data.days} labels={kindLabels} />
        </ReportChart>
      ) : null}
      <DataTable
        caption={t('income.caption', range)}
        hideCaption
        columns={columns}
        rows={paid ? (data?.days ?? []) : []}
        rowKey={(row) => row.day}
        loading={isFetching}
        loadingLabel={t('common:status.loading')}
        emptyText={error ? t('common:status.noData') : t('income.empty')}
        footer={
          total && paid
            ? {
                day: t('totals.row'),
                ...Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, money(total[kind])])),
                total: money(total.total),
              }
            : undefined
        }
      />
    </ReportPage>
  );
}
