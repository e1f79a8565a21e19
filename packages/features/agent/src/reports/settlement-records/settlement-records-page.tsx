// Dividend and salary records (the centre's dividend record, and the salary pages if they list
// theirs): the settled periods of one contract kind, paged by the platform — the agent's own or
// those of the contracts it gave its downlines — with the team's valid bet and active members of
// the period, the rate and what was paid; the total paid over every listed period.
import { useGetAgentSettlementsQuery } from '@portal/api';
import type { AgentSettlement, ContractKind } from '@portal/contracts';
import { toIntlLocale, useCurrentLanguage } from '@portal/i18n';
import { DataTable, Select, type DataTableColumn } from '@portal/ui';
import { useMemo, useState } from 'react';
import {
  PeriodPicker,
  ReportError,
  ReportPage,
  Totals,
  useFormatTime,
  usePagination,
  usePeriodAndPage,
} from '../shared/report-parts';
import { FilterColumn, Filters } from '../shared/styles';
import { useMoney } from '../shared/use-money';
import { useReportsTranslation } from '../shared/use-reports-translation';

export const SETTLEMENTS_PAGE_SIZE = 20;

const SCOPES = ['mine', 'given'] as const;
type Scope = (typeof SCOPES)[number];

export interface SettlementRecordsPageProps {
  /** Which contract kind's settled periods to list. */
  kind: ContractKind;
}

export function SettlementRecordsPage({ kind }: SettlementRecordsPageProps) {
  const { t } = useReportsTranslation();
  const money = useMoney();
  const formatTime = useFormatTime();
  const { language } = useCurrentLanguage();
  // A rate is a percentage with at most two decimals.
  const percent = useMemo(
    () => new Intl.NumberFormat(toIntlLocale(language), { maximumFractionDigits: 2 }),
    [language],
  );
  const { period, setPeriod, pageNo, setPageNo, resetPage } = usePeriodAndPage();
  const [scope, setScope] = useState<Scope>('mine');
  const { data, error, isFetching, refetch } = useGetAgentSettlementsQuery({
    kind,
    scope,
    startTime: period.startTime,
    endTime: period.endTime,
    pageNo,
    pageSize: SETTLEMENTS_PAGE_SIZE,
  });

  const columns = useMemo<DataTableColumn<AgentSettlement>[]>(
    () => [
      {
        key: 'period',
        header: t('settlements.columns.period'),
        cell: (row) =>
          t('settlements.periodRange', { from: formatTime(row.periodStart), to: formatTime(row.periodEnd) }),
        rowHeader: true,
        sortValue: (row) => row.periodStart,
      },
      { key: 'username', header: t('settlements.columns.username'), cell: (row) => row.username },
      {
        key: 'validBet',
        header: t('settlements.columns.validBet'),
        numeric: true,
        cell: (row) => money(row.validBet),
        sortValue: (row) => row.validBet,
      },
      {
        key: 'activeMembers',
        header: t('settlements.columns.activeMembers'),
        numeric: true,
        cell: (row) => row.activeMembers,
        sortValue: (row) => row.activeMembers,
      },
      {
        key: 'rate',
        header: t('settlements.columns.rate'),
        numeric: true,
        cell: (row) => t('settlements.rate', { rate: percent.format(row.rate) }),
        sortValue: (row) => row.rate,
      },
      {
        key: 'amount',
        header: t('settlements.columns.amount'),
        numeric: true,
        cell: (row) => money(row.amount),
        sortValue: (row) => row.amount,
      },
      {
        key: 'settledAt',
        header: t('settlements.columns.settledAt'),
        cell: (row) => formatTime(row.settledAt),
        sortValue: (row) => row.settledAt,
      },
    ],
    [t, money, formatTime, percent],
  );

  const pagination = usePagination(t('settlements.pages'), pageNo, data?.totalPages ?? 0, setPageNo);
  const kindName = t(`kinds.${kind}`);
  const rows = data?.list ?? [];

  return (
    <ReportPage heading={t('settlements.heading', { kind: kindName })}>
      <Filters>
        <PeriodPicker value={period} onChange={setPeriod} />
        <FilterColumn>
          <Select
            label={t('settlements.scope')}
            value={scope}
            options={SCOPES.map((each) => ({ value: each, label: t(`settlements.scopes.${each}`) }))}
            onChange={(event) => {
              setScope(event.target.value as Scope);
              resetPage();
            }}
          />
        </FilterColumn>
      </Filters>
      {error ? <ReportError error={error} onRetry={() => void refetch()} /> : null}
      {data && rows.length > 0 ? (
        <Totals
          label={t('totals.label')}
          items={[{ key: 'totalAmount', label: t('settlements.totalAmount'), value: money(data.totalAmount) }]}
        />
      ) : null}
      <DataTable
        caption={t('settlements.caption', { kind: kindName, from: period.from, to: period.to })}
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.contractId}-${row.periodStart}`}
        loading={isFetching}
        loadingLabel={t('common:status.loading')}
        emptyText={error ? t('common:status.noData') : t('settlements.empty', { kind: kindName })}
        pagination={pagination}
      />
    </ReportPage>
  );
}
