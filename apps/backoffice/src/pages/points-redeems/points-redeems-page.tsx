// The points mall's redeem queue (finance): a state filter over the tenant's redeems, newest first
// (in process by default: what waits for a decision). A goods redeem in process is approved (it
// ships to the address shown) or rejected with a remark (the member's points and the stock come
// back). Every member text (receiver, address, remark) is rendered as text.
import { REDEEM_STATUSES, type RedeemStatus } from '@portal/contracts';
import { Badge, Button, DataTable, FormAlert, Inline, type BadgeTone, type DataTableColumn } from '@portal/ui';
import { useState, type ReactNode } from 'react';
import { useDecideRedeemMutation, useGetRedeemsQuery, type OperatorRedeem } from '../../api/points-redeems';
import { errorText } from '../../shared/error-texts';
import { formatTime } from '../../shared/format';
import { Details, Muted, PageFrame } from '../../shared/form-layout';
import { PageHeading } from '../../shared/page-heading';
import { StateFilter } from '../../shared/state-filter';
import { PAGE_SIZE, paginationProps } from '../../shared/pagination';
import { RemarkDialog } from '../../shared/remark-dialog';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';
import { doneNotice, useDecisionFlow } from '../../shared/use-decision-flow';

const TONES: Record<RedeemStatus, BadgeTone> = { in_process: 'warning', approved: 'success', rejected: 'neutral' };

type Decision = 'approve' | 'reject';

export default function PointsRedeemsPage() {
  const { t, i18n } = useBackofficeTranslation();
  const [status, setStatus] = useState<RedeemStatus | ''>('in_process');
  const [pageNo, setPageNo] = useState(1);
  const query = useGetRedeemsQuery({ ...(status ? { status } : {}), pageNo, pageSize: PAGE_SIZE });
  const [decide] = useDecideRedeemMutation();
  const points = (value: number) => new Intl.NumberFormat(i18n.language).format(value);

  const flow = useDecisionFlow<{ decision: Decision; redeem: OperatorRedeem }>((error) => errorText(t, error));
  const { pending, close, run, actionError, notice } = flow;
  const open = (decision: Decision, redeem: OperatorRedeem) => flow.open({ decision, redeem });

  const actions = (row: OperatorRedeem): ReactNode =>
    row.status === 'in_process' ? (
      <div role="group" aria-label={t('redeems.actionsFor', { redeemNo: row.redeemNo })}>
        <Inline gap="xs">
          <Button size="sm" onClick={() => open('approve', row)}>
            {t('redeems.approve')}
          </Button>
          <Button size="sm" variant="danger" onClick={() => open('reject', row)}>
            {t('redeems.reject')}
          </Button>
        </Inline>
      </div>
    ) : null;

  const columns: DataTableColumn<OperatorRedeem>[] = [
    { key: 'redeemNo', header: t('redeems.columns.redeemNo'), rowHeader: true, cell: (r) => r.redeemNo },
    {
      key: 'reward',
      header: t('redeems.columns.reward'),
      cell: (r) => (
        <>
          {t('redeems.quantityOf', { title: r.title, quantity: r.quantity })}
          <Muted as="div">{t(`redeems.kinds.${r.kind}`)}</Muted>
        </>
      ),
    },
    { key: 'points', header: t('redeems.columns.points'), numeric: true, cell: (r) => points(r.points) },
    {
      key: 'status',
      header: t('redeems.columns.status'),
      cell: (r) => <Badge tone={TONES[r.status]}>{t(`redeems.statuses.${r.status}`)}</Badge>,
    },
    {
      key: 'delivery',
      header: t('redeems.columns.delivery'),
      cell: (r) =>
        r.address || r.mobile ? (
          <Details>
            <dt>
              <Muted>{t('redeems.receiver')}</Muted>
            </dt>
            <dd>{r.receiverName ?? ''}</dd>
            <dt>
              <Muted>{t('redeems.address')}</Muted>
            </dt>
            <dd>{r.address ?? ''}</dd>
            <dt>
              <Muted>{t('redeems.mobile')}</Muted>
            </dt>
            <dd>{r.mobile ?? ''}</dd>
          </Details>
        ) : (
          <Muted>{t('redeems.noDelivery')}</Muted>
        ),
    },
    { key: 'appliedAt', header: t('redeems.columns.appliedAt'), cell: (r) => formatTime(r.appliedAt) },
    { key: 'remark', header: t('redeems.columns.remark'), cell: (r) => r.remark ?? '' },
    { key: 'actions', header: t('redeems.columns.actions'), cell: actions },
  ];

  const no = pending?.redeem.redeemNo ?? '';
  return (
    <PageFrame>
      <PageHeading>{t('redeems.title')}</PageHeading>
      <StateFilter
        name={t('redeems.filters')}
        label={t('redeems.status')}
        allLabel={t('redeems.allStatuses')}
        states={REDEEM_STATUSES}
        labelOf={(value) => t(`redeems.statuses.${value}`)}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPageNo(1);
        }}
      />
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      {query.error && <FormAlert>{errorText(t, query.error)}</FormAlert>}
      <DataTable
        caption={t('redeems.caption')}
        columns={columns}
        rows={query.data?.list ?? []}
        rowKey={(r) => r.redeemNo}
        loading={query.isFetching}
        loadingLabel={t('app.loading')}
        emptyText={t('redeems.empty')}
        manualSort
        pagination={paginationProps(t, pageNo, query.data?.totalPages ?? 0, setPageNo)}
      />
      {pending && (
        <RemarkDialog
          title={t(pending.decision === 'approve' ? 'redeems.approveTitle' : 'redeems.rejectTitle', { redeemNo: no })}
          submitLabel={t(pending.decision === 'approve' ? 'redeems.approve' : 'redeems.reject')}
          danger={pending.decision === 'reject'}
          error={actionError}
          onClose={close}
          onSubmit={(remark) =>
            run(async () => {
              await decide({ redeemNo: no, decision: pending.decision, ...(remark ? { remark } : {}) }).unwrap();
              return doneNotice(
                t(pending.decision === 'approve' ? 'redeems.approved' : 'redeems.rejected', { redeemNo: no }),
              );
            })
          }
        />
      )}
    </PageFrame>
  );
}
