// Maker–checker (finance sees refunds, content sees rewards): what waits for a second staff member,
// approved or rejected by one who did not ask for it (approval_needs_second_staff otherwise).
import type { Approval } from '@portal/contracts';
import { Button, ConfirmDialog, DataTable, FormAlert, Inline, Select, type DataTableColumn } from '@portal/ui';
import { useState } from 'react';
import { useDecideApprovalMutation, useGetApprovalsQuery, type ApprovalStatus } from '../../api/approvals';
import { errorText } from '../../shared/error-texts';
import { formatAmount, formatTime } from '../../shared/format';
import { FilterBar, Intro, PageFrame } from '../../shared/form-layout';
import { PageHeading } from '../../shared/page-heading';
import { PAGE_SIZE, paginationProps } from '../../shared/pagination';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';

const STATUSES: readonly ApprovalStatus[] = ['pending', 'approved', 'rejected'];
type Decision = 'approve' | 'reject';

export default function ApprovalsPage() {
  const { t, i18n } = useBackofficeTranslation();
  const [status, setStatus] = useState<ApprovalStatus | ''>('pending');
  const [pageNo, setPageNo] = useState(1);
  const [pending, setPending] = useState<{ approval: Approval; decision: Decision } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const query = useGetApprovalsQuery({ ...(status ? { status } : {}), pageNo, pageSize: PAGE_SIZE });
  const [decide, decideState] = useDecideApprovalMutation();

  const money = (a: Approval) => formatAmount(a.amount, a.currency, i18n.language);
  const open = (approval: Approval, decision: Decision) => {
    setActionError(null);
    setPending({ approval, decision });
  };
  const close = () => {
    setPending(null);
    setActionError(null);
  };
  const confirm = async () => {
    if (!pending) return;
    const { approval, decision } = pending;
    try {
      await decide({ approvalId: approval.approvalId, decision }).unwrap();
      setNotice(
        t(decision === 'approve' ? 'approvals.approved' : 'approvals.rejected', { approvalId: approval.approvalId }),
      );
      close();
    } catch (error) {
      setActionError(errorText(t, error));
    }
  };

  const columns: DataTableColumn<Approval>[] = [
    { key: 'approvalId', header: t('approvals.columns.approvalId'), rowHeader: true, cell: (a) => a.approvalId },
    { key: 'kind', header: t('approvals.columns.kind'), cell: (a) => t(`approvals.kinds.${a.kind}`) },
    { key: 'member', header: t('approvals.columns.member'), cell: (a) => a.username },
    { key: 'amount', header: t('approvals.columns.amount'), numeric: true, cell: money },
    { key: 'subject', header: t('approvals.columns.subject'), cell: (a) => a.subject },
    { key: 'maker', header: t('approvals.columns.maker'), cell: (a) => a.makerUsername },
    { key: 'checker', header: t('approvals.columns.checker'), cell: (a) => a.checkerUsername ?? '' },
    { key: 'status', header: t('approvals.columns.status'), cell: (a) => t(`approvals.statuses.${a.status}`) },
    { key: 'createdAt', header: t('approvals.columns.createdAt'), cell: (a) => formatTime(a.createdAt) },
    {
      key: 'actions',
      header: t('approvals.columns.actions'),
      cell: (a) =>
        a.status === 'pending' && (
          <div role="group" aria-label={t('approvals.actionsFor', { approvalId: a.approvalId })}>
            <Inline gap="xs">
              <Button size="sm" onClick={() => open(a, 'approve')}>
                {t('approvals.approve')}
              </Button>
              <Button size="sm" variant="danger" onClick={() => open(a, 'reject')}>
                {t('approvals.reject')}
              </Button>
            </Inline>
          </div>
        ),
    },
  ];

  const current = pending?.approval;
  return (
    <PageFrame>
      <PageHeading>{t('approvals.title')}</PageHeading>
      <Intro>{t('approvals.intro')}</Intro>
      <FilterBar as="div">
        <Select
          label={t('approvals.status')}
          value={status}
          placeholder={t('approvals.allStatuses')}
          options={STATUSES.map((value) => ({ value, label: t(`approvals.statuses.${value}`) }))}
          onChange={(event) => {
            setStatus(event.target.value as ApprovalStatus | '');
            setPageNo(1);
          }}
        />
      </FilterBar>
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      {query.error && <FormAlert>{errorText(t, query.error)}</FormAlert>}
      <DataTable
        caption={t('approvals.caption')}
        columns={columns}
        rows={query.data?.list ?? []}
        rowKey={(a) => a.approvalId}
        loading={query.isFetching}
        loadingLabel={t('app.loading')}
        emptyText={t('approvals.empty')}
        manualSort
        pagination={paginationProps(t, pageNo, query.data?.totalPages ?? 0, setPageNo)}
      />
      {current && pending && (
        <ConfirmDialog
          open
          tone={pending.decision === 'reject' ? 'danger' : 'info'}
          title={t(pending.decision === 'approve' ? 'approvals.approveTitle' : 'approvals.rejectTitle', {
            kind: t(`approvals.kinds.${current.kind}`),
            username: current.username,
          })}
          message={
            <>
              {t('approvals.question', { amount: money(current), subject: current.subject })}
              {actionError && <FormAlert>{actionError}</FormAlert>}
            </>
          }
          confirmLabel={t(pending.decision === 'approve' ? 'approvals.approve' : 'approvals.reject')}
          cancelLabel={t('form.cancel')}
          closeLabel={t('form.close')}
          confirming={decideState.isLoading}
          onCancel={close}
          onConfirm={() => void confirm()}
        />
      )}
    </PageFrame>
  );
}
