// Betting record (member-centre page personalHistoryCopy): the member's bets in a date range, by
// game type and status, with the range's totals and a paged table (newest first, as the platform
// sends them; sorting reorders the page shown).
import { BET_STATUSES, GAME_LANES, type BettingRecord } from '@portal/contracts';
import { useGetBettingRecordsQuery } from '@portal/api';
import { DataTable, FigureTile, FigureTiles, Select, SignedAmount, type DataTableColumn } from '@portal/ui';
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
import { useRecordsTranslation } from '../shared/use-records-translation';

export const BETTING_RECORD_PAGE_SIZE = 20;

type BetStatus = (typeof BET_STATUSES)[number];

export function BettingRecordPage() {
  const { t } = useRecordsTranslation();
  const money = useMoney(useCurrencySymbol());
  const formatTime = useFormatTime();
  const { range, setRange, pageNo, setPageNo } = useRangeAndPage();
  const [gameType, setGameType] = useState('');
  const [status, setStatus] = useState<BetStatus | ''>('');
  const { data, error, isFetching, refetch } = useGetBettingRecordsQuery({
    startTime: range.startTime,
    endTime: range.endTime,
    pageNo,
    pageSize: BETTING_RECORD_PAGE_SIZE,
    ...(gameType ? { gameType } : {}),
    ...(status ? { status } : {}),
  });

  const columns = useMemo<DataTableColumn<BettingRecord>[]>(
    () => [
      {
        key: 'placedAt',
        header: t('bettingRecord.columns.placedAt'),
        cell: (row) => formatTime(row.placedAt),
        rowHeader: true,
        sortValue: (row) => row.placedAt,
      },
      { key: 'game', header: t('bettingRecord.columns.game'), cell: (row) => row.gameName },
      {
        key: 'gameType',
        header: t('bettingRecord.columns.gameType'),
        cell: (row) => t(`gameTypes.${row.gameType}`, { defaultValue: row.gameType }),
      },
      { key: 'roundId', header: t('bettingRecord.columns.round'), cell: (row) => row.roundId },
      {
        key: 'bet',
        header: t('bettingRecord.columns.bet'),
        cell: (row) => money(row.bet),
        numeric: true,
        sortValue: (row) => row.bet,
      },
      {
        key: 'validBet',
        header: t('bettingRecord.columns.validBet'),
        cell: (row) => (row.validBet === null ? '–' : money(row.validBet)),
        numeric: true,
      },
      {
        key: 'win',
        header: t('bettingRecord.columns.win'),
        cell: (row) => (row.win === null ? '–' : money(row.win)),
        numeric: true,
        sortValue: (row) => row.win ?? 0,
      },
      {
        key: 'status',
        header: t('bettingRecord.columns.status'),
        cell: (row) => t(`bettingRecord.status.${row.status}`),
      },
    ],
    [t, money, formatTime],
  );

  const pagination = usePagination(t('bettingRecord.pages'), pageNo, data?.totalPages ?? 0, setPageNo);
  const summary = data?.summary;

  return (
    <RecordPage>
      <Filters>
        <RecordRangeFilter value={range} onChange={setRange} />
        <Select
          label={t('bettingRecord.gameType')}
          value={gameType}
          placeholder={t('filters.all')}
          options={GAME_LANES.map((lane) => ({ value: lane, label: t(`gameTypes.${lane}`) }))}
          onChange={(event) => {
            setGameType(event.target.value);
            setPageNo(1);
          }}
        />
        <Select
          label={t('bettingRecord.statusFilter')}
          value={status}
          placeholder={t('filters.all')}
          options={BET_STATUSES.map((each) => ({ value: each, label: t(`bettingRecord.status.${each}`) }))}
          onChange={(event) => {
            setStatus(event.target.value as BetStatus | '');
            setPageNo(1);
          }}
        />
      </Filters>
      {error ? <RecordError error={error} onRetry={() => void refetch()} /> : null}
      {summary && (
        <FigureTiles>
          <FigureTile>
            <dt>{t('bettingRecord.totals.bet')}</dt>
            <dd>{money(summary.bet)}</dd>
          </FigureTile>
          <FigureTile>
            <dt>{t('bettingRecord.totals.validBet')}</dt>
            <dd>{money(summary.validBet)}</dd>
          </FigureTile>
          <FigureTile>
            <dt>{t('bettingRecord.totals.win')}</dt>
            <dd>{money(summary.win)}</dd>
          </FigureTile>
          <FigureTile>
            <dt>{t('bettingRecord.totals.profit')}</dt>
            <dd>
              <SignedAmount amount={summary.profit}>{money(summary.profit)}</SignedAmount>
            </dd>
          </FigureTile>
        </FigureTiles>
      )}
      <DataTable
        caption={t('bettingRecord.caption')}
        hideCaption
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(row) => row.roundId}
        loading={isFetching}
        loadingLabel={t('common:status.loading')}
        emptyText={error ? t('common:status.noData') : t('bettingRecord.empty')}
        pagination={pagination}
      />
    </RecordPage>
  );
}
