// Mission activity (member-centre page missionLeaderboard; spec lobby §7
// MCSFE_getMissionSummaryDetails, MCSFE_getMissionLeaderboard): the member's missions of this day
// and week — each with its description, a progress bar (a labelled <progress>), the reward and when
// the period ends — and this period's leaderboard (all missions, or only the daily or the weekly
// ones) with the member's own place. Both read again each time the page opens: progress moves
// with every bet and deposit on the platform.
import type { MissionLeaderboardEntry, MissionPeriod, MissionSummary } from '@portal/contracts';
import { useGetMissionLeaderboardQuery, useGetMissionSummaryQuery } from '@portal/api';
import { Badge, DataTable, Tabs, type DataTableColumn } from '@portal/ui';
import { useId, useMemo } from 'react';
import { useCurrencySymbol, useMoney } from '../../shared/use-money';
import { RecordError, RecordPage, useFormatTime } from '../shared/record-parts';
import { EmptyState } from '../shared/styles';
import { useRecordsTranslation } from '../shared/use-records-translation';
import { Bar, Figures, MissionCard, MissionList, MyPlace, SectionHeading } from './mission-activity.styles';

const LEADERBOARD_FILTERS = ['all', 'daily', 'weekly'] as const;
type LeaderboardFilter = (typeof LEADERBOARD_FILTERS)[number];

function MissionItem({ mission }: { mission: MissionSummary }) {
  const { t } = useRecordsTranslation();
  const money = useMoney(useCurrencySymbol());
  const formatTime = useFormatTime();
  const titleId = useId();
  const amount = (value: number) =>
    mission.kind === 'bet_count' ? t('missions.bets', { count: value }) : money(value);
  const figures = t('missions.progressText', { progress: amount(mission.progress), target: amount(mission.target) });
  return (
    <MissionCard>
      <h3>
        <span id={titleId}>{mission.title}</span>
        <Badge tone={mission.period === 'daily' ? 'info' : 'neutral'}>{t(`missions.period.${mission.period}`)}</Badge>
        {mission.completed ? <Badge tone="success">{t('missions.completed')}</Badge> : null}
      </h3>
      <p>{mission.description}</p>
      <Bar
        aria-labelledby={titleId}
        aria-valuetext={figures}
        value={Math.min(mission.progress, mission.target)}
        max={mission.target}
      />
      <Figures>
        <span>{figures}</span>
        <span>
          {mission.reward.points !== null
            ? t('missions.reward.points', { points: mission.reward.points })
            : t('missions.reward.bonus', { amount: money(mission.reward.bonus ?? 0) })}
        </span>
      </Figures>
      <p>{t('missions.endsAt', { time: formatTime(mission.periodEnd) })}</p>
    </MissionCard>
  );
}

function Leaderboard({ filter }: { filter: LeaderboardFilter }) {
  const { t } = useRecordsTranslation();
  const period: MissionPeriod | undefined = filter === 'all' ? undefined : filter;
  const { data, error, isFetching, refetch } = useGetMissionLeaderboardQuery(period ? { period } : {}, {
    refetchOnMountOrArgChange: true,
  });
  const columns = useMemo<DataTableColumn<MissionLeaderboardEntry>[]>(
    () => [
      { key: 'rank', header: t('missions.leaderboard.rank'), cell: (row) => row.rank, numeric: true },
      { key: 'username', header: t('missions.leaderboard.member'), cell: (row) => row.username, rowHeader: true },
      {
        key: 'completed',
        header: t('missions.leaderboard.completed'),
        cell: (row) => row.completed,
        numeric: true,
      },
      {
        key: 'progress',
        header: t('missions.leaderboard.progress'),
        cell: (row) => t('missions.leaderboard.percent', { percent: row.progressPercent }),
        numeric: true,
      },
    ],
    [t],
  );
  return (
    <>
      {error ? <RecordError error={error} onRetry={() => void refetch()} /> : null}
      {data ? (
        <MyPlace>
          {data.me
            ? t('missions.leaderboard.me', {
                rank: data.me.rank,
                completed: data.me.completed,
                percent: data.me.progressPercent,
              })
            : t('missions.leaderboard.notRanked')}
        </MyPlace>
      ) : null}
      <DataTable
        caption={t(`missions.leaderboard.caption.${filter}`)}
        hideCaption
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(row) => `${row.rank}`}
        loading={isFetching}
        loadingLabel={t('common:status.loading')}
        emptyText={error ? t('common:status.noData') : t('missions.leaderboard.empty')}
      />
    </>
  );
}

export function MissionActivityPage() {
  const { t } = useRecordsTranslation();
  const { data, error, isLoading, refetch } = useGetMissionSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <RecordPage>
      <SectionHeading>{t('missions.heading')}</SectionHeading>
      {error ? <RecordError error={error} onRetry={() => void refetch()} /> : null}
      {isLoading ? <p role="status">{t('common:status.loading')}</p> : null}
      {data && data.list.length === 0 ? <EmptyState>{t('missions.empty')}</EmptyState> : null}
      {data && data.list.length > 0 ? (
        <>
          <p>{t('missions.openCount', { count: data.openCount })}</p>
          <MissionList aria-label={t('missions.heading')}>
            {data.list.map((mission) => (
              <MissionItem key={mission.missionId} mission={mission} />
            ))}
          </MissionList>
        </>
      ) : null}
      <SectionHeading>{t('missions.leaderboard.heading')}</SectionHeading>
      <Tabs
        label={t('missions.leaderboard.filters')}
        items={LEADERBOARD_FILTERS.map((filter) => ({
          id: filter,
          label: t(`missions.leaderboard.filter.${filter}`),
          panel: <Leaderboard filter={filter} />,
        }))}
      />
    </RecordPage>
  );
}
