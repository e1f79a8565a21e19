// Team betting (agent-centre page teamBetting): the team's settled bets per day of the period —
// bets, stakes, valid bets, wins, the players' profit and loss and the active members — as a
// chart (valid bet and profit and loss per day, a lazy chunk) and the table it stands for, with a
// totals row. One team member's bets (and its own team's, when asked) by username.
import { useGetAgentTeamBettingQuery } from '@portal/api';
import type { BetFigures, TeamBettingValue } from '@portal/contracts';
import { Checkbox, DataTable, SignedAmount, type DataTableColumn } from '@portal/ui';
import { useMemo, useState } from 'react';
import { LazyTeamBettingChart, ReportChart } from '../charts/report-chart';
import {
  PeriodPicker,
  ReportError,
  ReportPage,
  Totals,
  UsernameSearch,
  usePeriodAndPage,
} from '../shared/report-parts';
import { FilterColumn, Filters } from '../shared/styles';
import { useMoney } from '../shared/use-money';
import { useReportsTranslation } from '../shared/use-reports-translation';

type BettingDay = TeamBettingValue['days'][number];
type MoneyFigure = Exclude<keyof BetFigures, 'betCount'>;

export function TeamBettingPage() {
  const { t } = useReportsTranslation();
  const money = useMoney();
  const { period, setPeriod } = usePeriodAndPage();
  const [username, setUsername] = useState('');
  const [withTeam, setWithTeam] = useState(false);
  const { data, error, isFetching, refetch } = useGetAgentTeamBettingQuery({
    startTime: period.startTime,
    endTime: period.endTime,
    // A query flag travels as text ('true'); absent means false.
    ...(username ? { username, ...(withTeam ? { withTeam: 'true' } : {}) } : {}),
  });

  const columns = useMemo<DataTableColumn<BettingDay>[]>(() => {
    const amount = (key: MoneyFigure, coloured = false): DataTableColumn<BettingDay> => ({
      key,
      header: t(`teamBetting.columns.${key}`),
      numeric: true,
      sortValue: (row) => row[key],
      cell: (row) => (coloured ? <SignedAmount amount={row[key]}>{money(row[key])}</SignedAmount> : money(row[key])),
    });
    return [
      {
        key: 'day',
        header: t('teamBetting.columns.day'),
        cell: (row) => row.day,
        rowHeader: true,
        sortValue: (row) => row.day,
      },
      {
        key: 'betCount',
        header: t('teamBetting.columns.betCount'),
        numeric: true,
        cell: (row) => row.betCount,
        sortValue: (row) => row.betCount,
      },
      amount('betAmount'),
      amount('validBetAmount'),
      amount('winAmount'),
      amount('profitLoss', true),
      {
        key: 'activeMembers',
        header: t('teamBetting.columns.activeMembers'),
        numeric: true,
        cell: (row) => row.activeMembers,
        sortValue: (row) => row.activeMembers,
      },
    ];
  }, [t, money]);

  const total = data?.total;
  const hasBets = (total?.betCount ?? 0) > 0;
  const range = { from: period.from, to: period.to };

  return (
    <ReportPage heading={t('teamBetting.heading')}>
      <Filters>
        <PeriodPicker value={period} onChange={setPeriod} />
        <FilterColumn>
          <UsernameSearch label={t('teamBetting.username')} onSearch={setUsername} />
          <Checkbox
            label={t('teamBetting.withTeam')}
            checked={withTeam}
            disabled={!username}
            onChange={(event) => setWithTeam(event.target.checked)}
          />
        </FilterColumn>
      </Filters>
      {error ? <ReportError error={error} onRetry={() => void refetch()} /> : null}
      {total && hasBets ? (
        <Totals
          label={t('totals.label')}
          items={[
            { key: 'betCount', label: t('teamBetting.columns.betCount'), value: total.betCount },
            { key: 'betAmount', label: t('teamBetting.columns.betAmount'), value: money(total.betAmount) },
            {
              key: 'validBetAmount',
              label: t('teamBetting.columns.validBetAmount'),
              value: money(total.validBetAmount),
            },
            { key: 'winAmount', label: t('teamBetting.columns.winAmount'), value: money(total.winAmount) },
            {
              key: 'profitLoss',
              label: t('teamBetting.columns.profitLoss'),
              value: <SignedAmount amount={total.profitLoss}>{money(total.profitLoss)}</SignedAmount>,
            },
          ]}
        />
      ) : null}
      {data && hasBets ? (
        <ReportChart label={t('teamBetting.chart', range)} loadingLabel={t('common:status.loading')}>
          <LazyTeamBettingChart
            days={data.days}
            labels={{
              validBet: t('teamBetting.columns.validBetAmount'),
              profitLoss: t('teamBetting.columns.profitLoss'),
            }}
          />
        </ReportChart>
      ) : null}
      <DataTable
        caption={t('teamBetting.caption', range)}
        hideCaption
        columns={columns}
        rows={hasBets ? (data?.days ?? []) : []}
        rowKey={(row) => row.day}
        loading={isFetching}
        loadingLabel={t('common:status.loading')}
        emptyText={error ? t('common:status.noData') : t('teamBetting.empty')}
        footer={
          total && hasBets
            ? {
                day: t('totals.row'),
                betCount: total.betCount,
                betAmount: money(total.betAmount),
                validBetAmount: money(total.validBetAmount),
                winAmount: money(total.winAmount),
                profitLoss: <SignedAmount amount={total.profitLoss}>{money(total.profitLoss)}</SignedAmount>,
              }
            : undefined
        }
      />
    </ReportPage>
  );
}
