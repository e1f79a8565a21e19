// The withdrawal queue (finance, support): a status filter and a member search over the tenant's
// withdrawals, newest first. Finance acts on each by its state — requested: approve or reject with a
// remark; approved: mark paid; partial or not received: refund (200 refunded, or 202 sent for a
// second approval above the tenant's threshold) — and views the member's proof images. Every member
// text (username, payee, remark) is rendered as text.
import { WITHDRAWAL_STATUSES, type OperatorWithdrawal, type WithdrawalStatus } from '@portal/contracts';
import { Button, ConfirmDialog, DataTable, FormAlert, Inline, Input, Select, type DataTableColumn } from '@portal/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  useApproveWithdrawalMutation,
  useGetWithdrawalsQuery,
  useMarkWithdrawalPaidMutation,
  useRefundWithdrawalMutation,
  useRejectWithdrawalMutation,
} from '../../api/withdrawals';
import { useStaffSession } from '../../session/staff-session';
import { errorText } from '../../shared/error-texts';
import { formatAmount, formatTime } from '../../shared/format';
import { Details, FilterBar, Muted, PageFrame } from '../../shared/form-layout';
import { PageHeading } from '../../shared/page-heading';
import { PAGE_SIZE, paginationProps } from '../../shared/pagination';
import { RemarkDialog } from '../../shared/remark-dialog';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';
import { doneNotice, useDecisionFlow } from '../../shared/use-decision-flow';
import { StatusBadge } from './status-badge';
import { ProofsDialog } from './proofs-dialog';

type Action = 'approve' | 'reject' | 'paid' | 'refund' | 'proofs';

const REFUNDABLE: ReadonlySet<WithdrawalStatus> = new Set(['partial', 'not_received']);

export default function WithdrawalsPage() {
  const { t, i18n } = useBackofficeTranslation();
  const session = useStaffSession();
  const finance = session.staff.roles.includes('finance');
  const [status, setStatus] = useState<WithdrawalStatus | ''>('');
  const [search, setSearch] = useState('');
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);

  const query = useGetWithdrawalsQuery({
    ...(status ? { status } : {}),
    ...(username ? { username } : {}),
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const [approve] = useApproveWithdrawalMutation();
  const [reject] = useRejectWithdrawalMutation();
  const [markPaid, paidState] = useMarkWithdrawalPaidMutation();
  const [refund, refundState] = useRefundWithdrawalMutation();

  const money = (amount: number, currency: string) => formatAmount(amount, currency, i18n.language);
  const flow = useDecisionFlow<{ action: Action; withdrawal: OperatorWithdrawal }>((error) =>
    errorText(t, error, (value) => money(value, session.limits.currency)),
  );
  const { pending, close, run, actionError, notice } = flow;
  const open = (action: Action, withdrawal: OperatorWithdrawal) => flow.open({ action, withdrawal });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setUsername(search.trim());
    setPageNo(1);
  };

  const actions = (row: OperatorWithdrawal): ReactNode => {
    const buttons: ReactNode[] = [];
    if (finance && row.status === 'requested') {
      buttons.push(
        <Button key="approve" size="sm" onClick={() => open('approve', row)}>
          {t('withdrawals.approve')}
        </Button>,
        <Button key="reject" size="sm" variant="danger" onClick={() => open('reject', row)}>
          {t('withdrawals.reject')}
        </Button>,
      );
    }
    if (finance && row.status === 'approved') {
      buttons.push(
        <Button key="paid" size="sm" onClick={() => open('paid', row)}>
          {t('withdrawals.markPaid')}
        </Button>,
      );
    }
    if (finance && REFUNDABLE.has(row.status) && row.refundedAmount === null) {
      buttons.push(
        <Button key="refund" size="sm" variant="secondary" onClick={() => open('refund', row)}>
          {t('withdrawals.refund')}
        </Button>,
      );
    }
    if (finance && row.proofCount > 0) {
      buttons.push(
        <Button key="proofs" size="sm" variant="ghost" onClick={() => open('proofs', row)}>
          {t('withdrawals.viewProofs')}
        </Button>,
      );
    }
    if (buttons.length === 0) return null;
    return (
      <div role="group" aria-label={t('withdrawals.actionsFor', { withdrawalNo: row.withdrawalNo })}>
        <Inline gap="xs">{buttons}</Inline>
      </div>
    );
  };

  const columns: DataTableColumn<OperatorWithdrawal>[] = [
    {
      key: 'withdrawalNo',
      header: t('withdrawals.columns.withdrawalNo'),
      rowHeader: true,
      cell: (r) => r.withdrawalNo,
    },
    { key: 'member', header: t('withdrawals.columns.member'), cell: (r) => r.username },
    {
      key: 'amount',
      header: t('withdrawals.columns.amount'),
      numeric: true,
      cell: (r) => (
        <>
          {money(r.amount, r.currency)}
          {r.receivedAmount !== null && (
            <Muted as="div">{t('withdrawals.receivedAmount', { amount: money(r.receivedAmount, r.currency) })}</Muted>
          )}
          {r.refundedAmount !== null && (
            <Muted as="div">{t('withdrawals.refundedAmount', { amount: money(r.refundedAmount, r.currency) })}</Muted>
          )}
        </>
      ),
    },
    {
      key: 'status',
      header: t('withdrawals.columns.status'),
      cell: (r) => <StatusBadge status={r.status} label={t(`withdrawals.statuses.${r.status}`)} />,
    },
    {
      key: 'payee',
      header: t('withdrawals.columns.payee'),
      cell: (r) => (
        <Details>
          <dt>
            <Muted>{t('withdrawals.payeeProvider')}</Muted>
          </dt>
          <dd>{r.payee.providerName}</dd>
          <dt>
            <Muted>{t('withdrawals.payeeName')}</Muted>
          </dt>
          <dd>{r.payee.accountName}</dd>
          <dt>
            <Muted>{t('withdrawals.payeeNumber')}</Muted>
          </dt>
          <dd>{r.payee.accountNumber}</dd>
        </Details>
      ),
    },
    { key: 'requestedAt', header: t('withdrawals.columns.requestedAt'), cell: (r) => formatTime(r.requestedAt) },
    { key: 'remark', header: t('withdrawals.columns.remark'), cell: (r) => r.remark ?? '' },
    { key: 'actions', header: t('withdrawals.columns.actions'), cell: actions },
  ];

  const statusOptions = WITHDRAWAL_STATUSES.map((value) => ({ value, label: t(`withdrawals.statuses.${value}`) }));
  const data = query.data;
  const current = pending?.withdrawal;
  const no = current?.withdrawalNo ?? '';

  return (
    <PageFrame>
      <PageHeading>{t('withdrawals.title')}</PageHeading>
      <FilterBar role="search" aria-label={t('withdrawals.filters')} onSubmit={onSearch}>
        <Select
          label={t('withdrawals.status')}
          value={status}
          placeholder={t('withdrawals.allStatuses')}
          options={statusOptions}
          onChange={(event) => {
            setStatus(event.target.value as WithdrawalStatus | '');
            setPageNo(1);
          }}
        />
        <Input
          label={t('withdrawals.member')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" variant="secondary">
          {t('withdrawals.search')}
        </Button>
      </FilterBar>
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      {query.error && <FormAlert>{errorText(t, query.error)}</FormAlert>}
      <DataTable
        caption={t('withdrawals.caption')}
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(r) => r.withdrawalNo}
        loading={query.isFetching}
        loadingLabel={t('app.loading')}
        emptyText={t('withdrawals.empty')}
        manualSort
        pagination={paginationProps(t, pageNo, data?.totalPages ?? 0, setPageNo)}
      />
      {current && (pending.action === 'approve' || pending.action === 'reject') && (
        <RemarkDialog
          title={t(pending.action === 'approve' ? 'withdrawals.approveTitle' : 'withdrawals.rejectTitle', {
            withdrawalNo: no,
          })}
          submitLabel={t(pending.action === 'approve' ? 'withdrawals.approve' : 'withdrawals.reject')}
          danger={pending.action === 'reject'}
          error={actionError}
          onClose={close}
          onSubmit={(remark) =>
            run(async () => {
              const decide = pending.action === 'approve' ? approve : reject;
              await decide({ withdrawalNo: no, ...(remark ? { remark } : {}) }).unwrap();
              return doneNotice(
                t(pending.action === 'approve' ? 'withdrawals.approved' : 'withdrawals.rejected', { withdrawalNo: no }),
              );
            })
          }
        />
      )}
      {current && pending.action === 'paid' && (
        <ConfirmDialog
          open
          title={t('withdrawals.paidTitle', { withdrawalNo: no })}
          message={
            <>
              {t('withdrawals.paidQuestion', { amount: money(current.amount, current.currency) })}
              {actionError && <FormAlert>{actionError}</FormAlert>}
            </>
          }
          confirmLabel={t('withdrawals.markPaid')}
          cancelLabel={t('form.cancel')}
          closeLabel={t('form.close')}
          confirming={paidState.isLoading}
          onCancel={close}
          onConfirm={() =>
            void run(async () => {
              await markPaid({ withdrawalNo: no }).unwrap();
              return doneNotice(t('withdrawals.paid', { withdrawalNo: no }));
            })
          }
        />
      )}
      {current && pending.action === 'refund' && (
        <ConfirmDialog
          open
          tone="warning"
          title={t('withdrawals.refundTitle', { withdrawalNo: no })}
          message={
            <>
              {t('withdrawals.refundQuestion', { amount: money(current.amount, current.currency) })}
              {actionError && <FormAlert>{actionError}</FormAlert>}
            </>
          }
          confirmLabel={t('withdrawals.refund')}
          cancelLabel={t('form.cancel')}
          closeLabel={t('form.close')}
          confirming={refundState.isLoading}
          onCancel={close}
          onConfirm={() =>
            void run(async () => {
              const answer = await refund({ withdrawalNo: no }).unwrap();
              // 202: above the tenant's threshold, a second staff member must approve it.
              return answer.kind === 'pending'
                ? { tone: 'info', text: t('withdrawals.refundPending', { withdrawalNo: no }) }
                : doneNotice(t('withdrawals.refunded', { withdrawalNo: no }));
            })
          }
        />
      )}
      {current && pending.action === 'proofs' && <ProofsDialog withdrawal={current} onClose={close} />}
    </PageFrame>
  );
}
