// The member's redeems of the last 30 days, newest first, paged by 20 (spec: redeem states in
// process, approved, rejected; apply time, remark, receiving address, mobile).
import { useGetRedeemPointListQuery } from '@portal/api';
import type { PointRedeem } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { DataTable, type DataTableColumn } from '@portal/ui';
import { useState } from 'react';
import { MALL_NAMESPACE } from '../mall-namespace';
import { formatWhen, usePoints } from '../shared/format';
import { PAGE_SIZE, usePagerLabels, useRecentRange } from '../shared/use-pager-labels';

export function RedeemList() {
  const { t } = useTranslation(MALL_NAMESPACE);
  const points = usePoints();
  const range = useRecentRange();
  const [page, setPage] = useState(1);
  const pager = usePagerLabels(t('redeems.pages'));
  const { data, isFetching } = useGetRedeemPointListQuery({ ...range, pageNo: page, pageSize: PAGE_SIZE });

  const columns: DataTableColumn<PointRedeem>[] = [
    { key: 'redeemNo', header: t('redeems.columns.redeemNo'), cell: (row) => row.redeemNo, rowHeader: true },
    { key: 'appliedAt', header: t('redeems.columns.appliedAt'), cell: (row) => formatWhen(row.appliedAt) },
    { key: 'reward', header: t('redeems.columns.reward'), cell: (row) => row.title },
    { key: 'quantity', header: t('redeems.columns.quantity'), cell: (row) => row.quantity, numeric: true },
    { key: 'points', header: t('redeems.columns.points'), cell: (row) => points(row.points), numeric: true },
    { key: 'status', header: t('redeems.columns.status'), cell: (row) => t(`redeems.status.${row.status}`) },
    { key: 'remark', header: t('redeems.columns.remark'), cell: (row) => row.remark ?? '' },
    {
      key: 'address',
      header: t('redeems.columns.address'),
      cell: (row) => [row.receiverName, row.address].filter(Boolean).join(', '),
    },
    { key: 'mobile', header: t('redeems.columns.mobile'), cell: (row) => row.mobile ?? '' },
  ];

  return (
    <DataTable
      caption={t('redeems.title')}
      columns={columns}
      rows={data?.list ?? []}
      rowKey={(row) => row.redeemNo}
      loading={isFetching && !data}
      loadingLabel={t('common:status.loading')}
      emptyText={t('redeems.none')}
      pagination={{ page, pageCount: data?.totalPages ?? 1, onPageChange: setPage, ...pager }}
    />
  );
}
