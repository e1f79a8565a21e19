// User profit and loss (agent-centre page memberProfitLoss): per team member, the settled bets'
// figures of the period with deposits, withdrawals and bonuses, paged by the platform; by username
// prefix, direct downlines or the whole team, members without bets left out unless asked for. The
// totals are of every listed member (all pages).
import { useGetAgentMemberProfitLossQuery } from '@portal/api';
import type { MemberProfitLoss } from '@portal/contracts';
import { Checkbox, DataTable, Select, SignedAmount, type DataTableColumn } from '@portal/ui';
import { useMemo, useState } from 'react';
import {
  PeriodPicker,
  ReportError,
  ReportPage,
  Totals,
  UsernameSearch,
  usePagination,
  usePeriodAndPage,
} from '../shared/report-parts';
import { FilterColumn, Filters } from '../shared/styles';
import { useMoney } from '../shared/use-money';
import { useReportsTranslation } from '../shared/use-reports-translation';

export const MEMBER_PROFIT_LOSS_PAGE_SIZE = 20;

const SCOPES = ['all', 'direct'] as const;
type Scope = (typeof SCOPES)[number];

type MoneyFigure =
  'betAmount' | 'validBetAmount' | 'winAmount' | 'profitLoss' | 'depositAmount' | 'withdrawalAmount' | 'bonusAmount';

export function MemberProfitLossPage() {
  const { t } = useReportsTranslation();
  const money = useMoney();
  const { period, setPeriod, pageNo, setPageNo, resetPage } = usePeriodAndPage();
  const [username, setUsername] = useState('');
  const [scope, setScope] = useState<Scope>('all');
  const [includeIdle, setIncludeIdle] = useState(false);
  const { data, error, isFetching, refetch } = useGetAgentMemberProfitLossQuery({
    startTime: period.startTime,
    endTime: period.endTime,
    scope,
    // A query flag travels as text ('true'); absent means false.
    ...(includeIdle ? { includeIdle: 'true' } : {}),
    pageNo,
    pageSize: MEMBER_PROFIT_LOSS_PAGE_SIZE,
    ...(username ? { username } : {}),
  });

  const columns = useMemo<DataTableColumn<MemberProfitLoss>[]>(() => {
    const amount = (key: MoneyFigure, coloured = false): DataTableColumn<MemberProfitLoss> => ({
      key,
      header: t(`memberProfitLoss.columns.${key}`),
      numeric: true,
      sortValue: (row) => row[key],
      cell: (row) => (coloured ? <SignedAmount amount={row[key]}>{money(row[key])}</SignedAmount> : money(row[key])),
    });
    return [
      {
        key: 'username',
        header: t('memberProfitLoss.columns.username'),
        cell: (row) => row.username,
        rowHeader: true,
        sortValue: (row) => row.username,
      },
      {
        key: 'level',
        header: t('memberProfitLoss.columns.level'),
        numeric: true,
        cell: (row) => row.level,
        sortValue: (row) => row.level,
      },
      {
        key: 'role',
        header: t('memberProfitLoss.columns.role'),
        cell: (row) => t(row.isAgent ? 'roles.agent' : 'roles.member'),
      },
      {
        key: 'betCount',
        header: t('memberProfitLoss.columns.betCount'),
        numeric: true,
        cell: (row) => row.betCount,
        sortValue: (row) => row.betCount,
      },
      amount('betAmount'),
      amount('validBetAmount'),
      amount('winAmount'),
      amount('profitLoss', true),
      amount('depositAmount'),
      amount('withdrawalAmount'),
      amount('bonusAmount'),
    ];
  }, [t, money]);

  const pagination = usePagination(t('memberProfitLoss.pages'), pageNo, data?.totalPages ?? 0, setPageNo);
  const total = data?.figures;
  const rows = data?.list ?? [];

  return (
    <ReportPage heading={t('memberProfitLoss.heading')}>
      <Filters>
        <PeriodPicker value={period} onChange={setPeriod} />
        <FilterColumn>
          <UsernameSearch
            label={t('memberProfitLoss.username')}
            onSearch={(next) => {
              setUsername(next);
              resetPage();
            }}
          />
          <Select
            label={t('filters.scope')}
            value={scope}
            options={SCOPES.map((each) => ({ value: each, label: t(`filters.scopes.${each}`) }))}
            onChange={(event) => {
              setScope(event.target.value as Scope);
              resetPage();
            }}
          />
          <Checkbox
            label={t('memberProfitLoss.includeIdle')}
            checked={includeIdle}
            onChange={(event) => {
              setIncludeIdle(event.target.checked);
              resetPage();
            }}
          />
        </FilterColumn>
      </Filters>
      {error ? <ReportError error={error} onRetry={() => void refetch()} /> : null}
      {total && rows.length > 0 ? (
        <Totals
          label={t('memberProfitLoss.totals')}
          items={[
            { key: 'betCount', label: t('memberProfitLoss.columns.betCount'), value: total.betCount },
            { key: 'betAmount', label: t('memberProfitLoss.columns.betAmount'), value: money(total.betAmount) },
            {
              key: 'validBetAmount',
              label: t('memberProfitLoss.columns.validBetAmount'),
              value: money(total.validBetAmount),
            },
            { key: 'winAmount', label: t('memberProfitLoss.columns.winAmount'), value: money(total.winAmount) },
            {
              key: 'profitLoss',
              label: t('memberProfitLoss.columns.profitLoss'),
              value: <SignedAmount amount={total.profitLoss}>{money(total.profitLoss)}</SignedAmount>,
            },
          ]}
        />
      ) : null}
      <DataTable
        caption={t('memberProfitLoss.caption', { from: period.from, to: period.to })}
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={(row) => row.username}
        loading={isFetching}
        loadingLabel={t('common:status.loading')}
        emptyText={error ? t('common:status.noData') : t('memberProfitLoss.empty')}
        pagination={pagination}
      />
    </ReportPage>
  );
}
