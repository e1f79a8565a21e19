// The member's points movements of the last 30 days by type (spec: live, lottery, PVP, slots,
// sports, redeem, deposit; convert and refund are ours), paged by 20, filtered by one type with the
// kit's ToggleChip row (all types first). Signed: a spend shows with its minus.
import { useGetPointTransactionsQuery } from '@portal/api';
import { POINT_KINDS, type PointKind, type PointTransaction } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { DataTable, ToggleChip, type DataTableColumn } from '@portal/ui';
import { useState } from 'react';
import { MALL_NAMESPACE } from '../mall-namespace';
import { formatWhen, usePoints } from '../shared/format';
import { Actions } from '../shared/styles';
import { PAGE_SIZE, usePagerLabels, useRecentRange } from '../shared/use-pager-labels';

export function PointDetails() {
  const { t } = useTranslation(MALL_NAMESPACE);
  const points = usePoints();
  const range = useRecentRange();
  const [kind, setKind] = useState<PointKind | null>(null);
  const [page, setPage] = useState(1);
  const pager = usePagerLabels(t('details.pages'));
  const { data, isFetching } = useGetPointTransactionsQuery({
    ...range,
    pageNo: page,
    pageSize: PAGE_SIZE,
    ...(kind ? { kind } : {}),
  });
  const choose = (next: PointKind | null) => {
    setKind(next);
    setPage(1);
  };

  const columns: DataTableColumn<PointTransaction>[] = [
    {
      key: 'createdAt',
      header: t('details.columns.createdAt'),
      cell: (row) => formatWhen(row.createdAt),
      rowHeader: true,
    },
    { key: 'kind', header: t('details.columns.kind'), cell: (row) => t(`kinds.${row.kind}`) },
    {
      key: 'points',
      header: t('details.columns.points'),
      cell: (row) => (row.points > 0 ? `+${points(row.points)}` : points(row.points)),
      numeric: true,
    },
    {
      key: 'balanceAfter',
      header: t('details.columns.balanceAfter'),
      cell: (row) => points(row.balanceAfter),
      numeric: true,
    },
    { key: 'reference', header: t('details.columns.reference'), cell: (row) => row.reference },
  ];

  return (
    <>
      <Actions role="group" aria-label={t('details.kind')}>
        <ToggleChip pressed={kind === null} onClick={() => choose(null)}>
          {t('details.allKinds')}
        </ToggleChip>
        {POINT_KINDS.map((each) => (
          <ToggleChip key={each} pressed={kind === each} onClick={() => choose(each)}>
            {t(`kinds.${each}`)}
          </ToggleChip>
        ))}
      </Actions>
      <DataTable
        caption={t('details.title')}
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(row) => row.id}
        loading={isFetching && !data}
        loadingLabel={t('common:status.loading')}
        emptyText={t('details.none')}
        pagination={{ page, pageCount: data?.totalPages ?? 1, onPageChange: setPage, ...pager }}
      />
    </>
  );
}
