// The member's withdrawals of the last 30 days, newest first, paged, each state translated (spec
// §4). A paid one waits for the player's word: its row offers the confirmation, which opens under
// the table (until `confirmBy`, after which it counts as received).
import { useGetWithdrawalsQuery } from '@portal/api';
import type { Withdrawal } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, DataTable, type DataTableColumn, FormAlert } from '@portal/ui';
import { useState } from 'react';
import { WALLET_NAMESPACE } from '../wallet-namespace';
import { useRecentRange } from '../shared/record-range';
import { formatWhen, useMoney } from '../shared/use-money';
import { usePagerLabels } from '../shared/use-pager-labels';
import { ConfirmWithdrawalForm } from './confirm-withdrawal-form';

const PAGE_SIZE = 10;

export function WithdrawalsList({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const money = useMoney(currencySymbol);
  const range = useRecentRange();
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const pager = usePagerLabels(t('withdraw.listPages'));
  const { data, isFetching } = useGetWithdrawalsQuery({ ...range, pageNo: page, pageSize: PAGE_SIZE });

  const columns: DataTableColumn<Withdrawal>[] = [
    {
      key: 'withdrawalNo',
      header: t('withdraw.columns.withdrawalNo'),
      cell: (row) => row.withdrawalNo,
      rowHeader: true,
    },
    { key: 'requestedAt', header: t('withdraw.columns.requestedAt'), cell: (row) => formatWhen(row.requestedAt) },
    {
      key: 'amount',
      header: t('withdraw.columns.amount'),
      cell: (row) => money(row.amount),
      numeric: true,
      sortValue: (row) => row.amount,
    },
    {
      key: 'payee',
      header: t('withdraw.columns.payee'),
      cell: (row) => `${row.payee.providerName} ${row.payee.accountNumber}`,
    },
    {
      key: 'status',
      header: t('withdraw.columns.status'),
      cell: (row) => (
        <>
          {t(`withdraw.status.${row.status}`)}
          {row.status === 'partial' && row.receivedAmount !== null && ` (${money(row.receivedAmount)})`}
          {row.status === 'rejected' && row.remark && ` — ${row.remark}`}
        </>
      ),
    },
    {
      key: 'action',
      header: t('withdraw.columns.action'),
      cell: (row) =>
        row.status === 'paid' ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setConfirming(row)}
            aria-label={t('withdraw.confirmFor', { withdrawalNo: row.withdrawalNo })}
          >
            {t('withdraw.confirm')}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      {confirmed && <FormAlert tone="success">{confirmed}</FormAlert>}
      <DataTable
        caption={t('withdraw.listTitle')}
        hideCaption
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(row) => row.withdrawalNo}
        loading={isFetching && !data}
        loadingLabel={t('common:status.loading')}
        emptyText={t('withdraw.none')}
        pagination={{ page, pageCount: data?.totalPages ?? 1, onPageChange: setPage, ...pager }}
      />
      {confirming && (
        <ConfirmWithdrawalForm
          key={confirming.withdrawalNo}
          withdrawal={confirming}
          currencySymbol={currencySymbol}
          onCancel={() => setConfirming(null)}
          onDone={(result) => {
            setConfirming(null);
            setConfirmed(t(`confirm.done.${result}`, { withdrawalNo: confirming.withdrawalNo }));
          }}
        />
      )}
    </>
  );
}
