// The member's deposit orders of the last 30 days, newest first, paged. While an order just made
// is unpaid the list is polled; when it turns paid the player is told (role=status), and the api
// refetches the balance (walletApi's getDepositOrders sees the order turn paid).
import { useGetDepositOrdersQuery } from '@portal/api';
import type { DepositOrder } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { DataTable, type DataTableColumn, FormAlert } from '@portal/ui';
import { useState } from 'react';
import { WALLET_NAMESPACE } from '../wallet-namespace';
import { useRecentRange } from '../shared/record-range';
import { formatWhen, useMoney } from '../shared/use-money';
import { usePagerLabels } from '../shared/use-pager-labels';

export const DEPOSIT_POLL_MS = 3000;
const PAGE_SIZE = 10;

export interface DepositOrdersProps {
  currencySymbol: string;
  /** An order just made: poll until it is no longer pending. */
  watchOrderNo?: string | null;
}

export function DepositOrders({ currencySymbol, watchOrderNo = null }: DepositOrdersProps) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const money = useMoney(currencySymbol);
  const range = useRecentRange();
  const [page, setPage] = useState(1);
  const pager = usePagerLabels(t('deposit.ordersPages'));
  // The newest orders (page 1, the cache entry the list shares on its first page), polled while the
  // order just made is pending.
  const newestArgs = { ...range, pageNo: 1, pageSize: PAGE_SIZE };
  const newest = useGetDepositOrdersQuery(newestArgs, { skip: !watchOrderNo });
  const watched = newest.data?.list.find((order) => order.orderNo === watchOrderNo);
  const waiting = Boolean(watchOrderNo) && (!watched || watched.status === 'pending');
  useGetDepositOrdersQuery(newestArgs, { skip: !waiting, pollingInterval: DEPOSIT_POLL_MS });
  const { data, isFetching } = useGetDepositOrdersQuery({ ...range, pageNo: page, pageSize: PAGE_SIZE });

  const columns: DataTableColumn<DepositOrder>[] = [
    { key: 'orderNo', header: t('deposit.columns.orderNo'), cell: (order) => order.orderNo, rowHeader: true },
    { key: 'createdAt', header: t('deposit.columns.createdAt'), cell: (order) => formatWhen(order.createdAt) },
    {
      key: 'amount',
      header: t('deposit.columns.amount'),
      cell: (order) => money(order.amount),
      numeric: true,
      sortValue: (order) => order.amount,
    },
    { key: 'status', header: t('deposit.columns.status'), cell: (order) => t(`deposit.status.${order.status}`) },
  ];

  return (
    <>
      {watchOrderNo && watched && watched.status !== 'pending' && (
        <FormAlert tone={watched.status === 'paid' ? 'success' : 'danger'} focusOnShow={false}>
          {t(`deposit.outcome.${watched.status}`, { orderNo: watched.orderNo, amount: money(watched.amount) })}
        </FormAlert>
      )}
      <DataTable
        caption={t('deposit.ordersTitle')}
        hideCaption
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(order) => order.orderNo}
        loading={isFetching && !data}
        loadingLabel={t('common:status.loading')}
        emptyText={t('deposit.noOrders')}
        pagination={{ page, pageCount: data?.totalPages ?? 1, onPageChange: setPage, ...pager }}
      />
    </>
  );
}
