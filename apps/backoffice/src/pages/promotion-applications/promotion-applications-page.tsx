// The promotion applications queue (finance, content): a state filter over the brand's applications
// to `apply` promotions, newest first (applying by default: what waits for a decision), with the
// member, the promotion and its reward, the member's remark and images. One applying is issued by
// finance (the reward is paid, or above the brand's threshold it waits for a second finance member)
// or rejected with the reason the member reads (finance or content). Member texts render as text.
import { APPLICATION_STATES, type OperatorApplication } from '@portal/contracts';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  FormAlert,
  Inline,
  type BadgeTone,
  type DataTableColumn,
} from '@portal/ui';
import { useState, type ReactNode } from 'react';
import {
  useGetApplicationsQuery,
  useIssueApplicationMutation,
  useRejectApplicationMutation,
  type ApplicationState,
} from '../../api/promotion-applications';
import { useStaffSession } from '../../session/staff-session';
import { errorText } from '../../shared/error-texts';
import { formatAmount, formatTime } from '../../shared/format';
import { Muted, PageFrame } from '../../shared/form-layout';
import { PageHeading } from '../../shared/page-heading';
import { StateFilter } from '../../shared/state-filter';
import { PAGE_SIZE, paginationProps } from '../../shared/pagination';
import { RemarkDialog } from '../../shared/remark-dialog';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';
import { doneNotice, useDecisionFlow } from '../../shared/use-decision-flow';
import { ApplicationImages } from './application-images';

const TONES: Record<ApplicationState, BadgeTone> = { applying: 'warning', issued: 'success', rejected: 'neutral' };
const isListed = (state: string): state is ApplicationState =>
  (APPLICATION_STATES as readonly string[]).includes(state);

type Decision = 'issue' | 'reject';

export default function PromotionApplicationsPage() {
  const { t, i18n } = useBackofficeTranslation();
  const session = useStaffSession();
  const finance = session.staff.roles.includes('finance');
  const currency = session.limits.currency;
  const [state, setState] = useState<ApplicationState | ''>('applying');
  const [pageNo, setPageNo] = useState(1);
  const query = useGetApplicationsQuery({ ...(state ? { state } : {}), pageNo, pageSize: PAGE_SIZE });
  const [issue, issueState] = useIssueApplicationMutation();
  const [reject] = useRejectApplicationMutation();
  const money = (amount: number) => formatAmount(amount, currency, i18n.language);

  const flow = useDecisionFlow<{ decision: Decision; application: OperatorApplication }>((error) =>
    errorText(t, error, money),
  );
  const { pending, close, run, actionError, notice } = flow;
  const open = (decision: Decision, application: OperatorApplication) => flow.open({ decision, application });

  const actions = (row: OperatorApplication): ReactNode =>
    row.state === 'applying' ? (
      <div role="group" aria-label={t('applications.actionsFor', { activityId: row.activityId })}>
        <Inline gap="xs">
          {finance && (
            <Button size="sm" onClick={() => open('issue', row)}>
              {t('applications.issue')}
            </Button>
          )}
          <Button size="sm" variant="danger" onClick={() => open('reject', row)}>
            {t('applications.reject')}
          </Button>
        </Inline>
      </div>
    ) : null;

  const columns: DataTableColumn<OperatorApplication>[] = [
    { key: 'activityId', header: t('applications.columns.activityId'), rowHeader: true, cell: (r) => r.activityId },
    { key: 'member', header: t('applications.columns.member'), cell: (r) => r.username },
    {
      key: 'promotion',
      header: t('applications.columns.promotion'),
      cell: (r) => (
        <>
          {r.title}
          <Muted as="div">{t('applications.reward', { amount: money(r.rewardAmount) })}</Muted>
        </>
      ),
    },
    {
      key: 'state',
      header: t('applications.columns.state'),
      cell: (r) =>
        isListed(r.state) ? <Badge tone={TONES[r.state]}>{t(`applications.states.${r.state}`)}</Badge> : null,
    },
    { key: 'remark', header: t('applications.columns.remark'), cell: (r) => r.remark },
    { key: 'images', header: t('applications.columns.images'), cell: (r) => <ApplicationImages application={r} /> },
    { key: 'appliedAt', header: t('applications.columns.appliedAt'), cell: (r) => formatTime(r.appliedAt) },
    {
      key: 'decision',
      header: t('applications.columns.decision'),
      cell: (r) =>
        r.decidedAt === null ? null : (
          <>
            {formatTime(r.decidedAt)}
            {r.paidAmount !== null && <Muted as="div">{t('applications.paid', { amount: money(r.paidAmount) })}</Muted>}
            {r.decisionRemark && <Muted as="div">{r.decisionRemark}</Muted>}
          </>
        ),
    },
    { key: 'actions', header: t('applications.columns.actions'), cell: actions },
  ];

  const current = pending?.application;
  const activityId = current?.activityId ?? 0;
  return (
    <PageFrame>
      <PageHeading>{t('applications.title')}</PageHeading>
      <StateFilter
        name={t('applications.filters')}
        label={t('applications.state')}
        allLabel={t('applications.allStates')}
        states={APPLICATION_STATES}
        labelOf={(value) => t(`applications.states.${value}`)}
        value={state}
        onChange={(value) => {
          setState(value);
          setPageNo(1);
        }}
      />
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      {query.error && <FormAlert>{errorText(t, query.error)}</FormAlert>}
      <DataTable
        caption={t('applications.caption')}
        columns={columns}
        rows={query.data?.list ?? []}
        rowKey={(r) => String(r.activityId)}
        loading={query.isFetching}
        loadingLabel={t('app.loading')}
        emptyText={t('applications.empty')}
        manualSort
        pagination={paginationProps(t, pageNo, query.data?.totalPages ?? 0, setPageNo)}
      />
      {current && pending.decision === 'issue' && (
        <ConfirmDialog
          open
          title={t('applications.issueTitle', { activityId })}
          message={
            <>
              {t('applications.issueQuestion', {
                amount: money(current.rewardAmount),
                username: current.username,
                title: current.title,
              })}
              {actionError && <FormAlert>{actionError}</FormAlert>}
            </>
          }
          confirmLabel={t('applications.issue')}
          cancelLabel={t('form.cancel')}
          closeLabel={t('form.close')}
          confirming={issueState.isLoading}
          onCancel={close}
          onConfirm={() =>
            void run(async () => {
              const answer = await issue({ activityId }).unwrap();
              // 202: above the brand's threshold, a second finance member must approve it.
              return answer.kind === 'pending'
                ? { tone: 'info', text: t('applications.issuePending', { activityId }) }
                : doneNotice(t('applications.issued', { activityId, username: current.username }));
            })
          }
        />
      )}
      {current && pending.decision === 'reject' && (
        <RemarkDialog
          title={t('applications.rejectTitle', { activityId })}
          submitLabel={t('applications.reject')}
          danger
          required
          hint={t('applications.rejectHint')}
          error={actionError}
          onClose={close}
          onSubmit={(remark) =>
            run(async () => {
              await reject({ activityId, remark: remark ?? '' }).unwrap();
              return doneNotice(t('applications.rejected', { activityId }));
            })
          }
        />
      )}
    </PageFrame>
  );
}
