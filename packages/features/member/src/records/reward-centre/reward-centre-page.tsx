// Reward centre (member-centre page rewardCenter): the rewards granted to the member by status
// (available first), paged, each available one with a Claim button. A claim credits the main
// wallet once; the api invalidates the balance, the rewards and the records, so the header balance
// and these lists read again without a reload.
import { REWARD_STATUSES, type Reward } from '@portal/contracts';
import { apiErrorMessage, useClaimRewardMutation, useGetRewardsQuery } from '@portal/api';
import { Button, DataTable, ErrorNotice, Tabs, type DataTableColumn } from '@portal/ui';
import { useMemo, useState } from 'react';
import { WALLET_ERROR_TEXTS } from '../../shared/error-message';
import { RecordError, RecordPage, useFormatTime, usePagination } from '../shared/record-parts';
import { useCurrencySymbol, useMoney } from '../../shared/use-money';
import { useRecordsTranslation } from '../shared/use-records-translation';
import { Outcome } from './reward-centre.styles';

export const REWARD_PAGE_SIZE = 20;

type RewardStatus = (typeof REWARD_STATUSES)[number];

function RewardList({ status, onClaimed }: { status: RewardStatus; onClaimed: (text: string) => void }) {
  const { t } = useRecordsTranslation();
  const money = useMoney(useCurrencySymbol());
  const formatTime = useFormatTime();
  const [pageNo, setPageNo] = useState(1);
  const { data, error, isFetching, refetch } = useGetRewardsQuery({ status, pageNo, pageSize: REWARD_PAGE_SIZE });
  const [claim, claiming] = useClaimRewardMutation();
  const [claimError, setClaimError] = useState<unknown>(null);

  const columns = useMemo<DataTableColumn<Reward>[]>(() => {
    const list: DataTableColumn<Reward>[] = [
      { key: 'title', header: t('rewards.columns.title'), cell: (row) => row.title, rowHeader: true },
      {
        key: 'amount',
        header: t('rewards.columns.amount'),
        cell: (row) => money(row.amount),
        numeric: true,
        sortValue: (row) => row.amount,
      },
      {
        key: 'grantedAt',
        header: t('rewards.columns.grantedAt'),
        cell: (row) => formatTime(row.grantedAt),
        sortValue: (row) => row.grantedAt,
      },
    ];
    if (status === 'claimed')
      list.push({
        key: 'claimedAt',
        header: t('rewards.columns.claimedAt'),
        cell: (row) => (row.claimedAt ? formatTime(row.claimedAt) : '–'),
      });
    else
      list.push({
        key: 'expiresAt',
        header: t('rewards.columns.expiresAt'),
        cell: (row) => (row.expiresAt ? formatTime(row.expiresAt) : t('rewards.noExpiry')),
      });
    if (status === 'available') {
      list.push({
        key: 'action',
        header: t('rewards.columns.action'),
        cell: (row) => (
          <Button
            size="sm"
            aria-label={t('rewards.claimNamed', { title: row.title })}
            loading={claiming.isLoading && claiming.originalArgs?.rewardId === row.rewardId}
            disabled={claiming.isLoading}
            onClick={async () => {
              setClaimError(null);
              const result = await claim({ rewardId: row.rewardId });
              if (result.error) setClaimError(result.error);
              else
                onClaimed(
                  t('rewards.claimed', {
                    title: result.data.reward.title,
                    amount: money(result.data.reward.amount),
                    balance: money(result.data.balance),
                  }),
                );
            }}
          >
            {t('rewards.claim')}
          </Button>
        ),
      });
    }
    return list;
  }, [t, money, formatTime, status, claim, claiming.isLoading, claiming.originalArgs, onClaimed]);

  const pagination = usePagination(t('rewards.pages'), pageNo, data?.totalPages ?? 0, setPageNo);

  return (
    <>
      {error ? <RecordError error={error} onRetry={() => void refetch()} /> : null}
      {claimError ? <ErrorNotice>{apiErrorMessage(t, claimError, WALLET_ERROR_TEXTS, money)}</ErrorNotice> : null}
      <DataTable
        caption={t(`rewards.caption.${status}`)}
        hideCaption
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(row) => row.rewardId}
        loading={isFetching}
        loadingLabel={t('common:status.loading')}
        emptyText={error ? t('common:status.noData') : t(`rewards.empty.${status}`)}
        pagination={pagination}
      />
    </>
  );
}

export function RewardCentrePage() {
  const { t } = useRecordsTranslation();
  const [outcome, setOutcome] = useState('');
  return (
    <RecordPage>
      {/* Polite: the player pressed the button and stays where they are. */}
      <Outcome role="status">{outcome}</Outcome>
      <Tabs
        label={t('rewards.statusTabs')}
        items={REWARD_STATUSES.map((status) => ({
          id: status,
          label: t(`rewards.status.${status}`),
          panel: <RewardList status={status} onClaimed={setOutcome} />,
        }))}
        onSelect={() => setOutcome('')}
      />
    </RecordPage>
  );
}
