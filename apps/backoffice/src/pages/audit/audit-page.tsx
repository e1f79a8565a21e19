// The audit trail (admin): every staff decision and refused attempt, newest first, filtered by
// action, staff member or member. Subjects and before/after are stored text (a reason, a remark, a
// member's name) and are rendered as text.
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@portal/contracts';
import { Badge, Button, DataTable, FormAlert, Input, Select, type DataTableColumn } from '@portal/ui';
import { useState, type FormEvent } from 'react';
import { useGetAuditQuery } from '../../api/audit';
import { useStaffSession } from '../../session/staff-session';
import { errorText } from '../../shared/error-texts';
import { formatAmount, formatTime } from '../../shared/format';
import { Details, FilterBar, Muted, PageFrame } from '../../shared/form-layout';
import { PageHeading } from '../../shared/page-heading';
import { PAGE_SIZE, paginationProps } from '../../shared/pagination';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';

const OUTCOME_TONES = { done: 'success', pending: 'warning', denied: 'danger' } as const;

interface Filters {
  action: AuditAction | '';
  actor: string;
  username: string;
}

const NO_FILTERS: Filters = { action: '', actor: '', username: '' };

export default function AuditPage() {
  const { t, i18n } = useBackofficeTranslation();
  const { limits } = useStaffSession();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [pageNo, setPageNo] = useState(1);
  const query = useGetAuditQuery({
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(filters.username ? { username: filters.username } : {}),
    pageNo,
    pageSize: PAGE_SIZE,
  });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ action: draft.action, actor: draft.actor.trim(), username: draft.username.trim() });
    setPageNo(1);
  };

  const columns: DataTableColumn<AuditEntry>[] = [
    { key: 'at', header: t('audit.columns.at'), rowHeader: true, cell: (e) => formatTime(e.at) },
    { key: 'actor', header: t('audit.columns.actor'), cell: (e) => e.actor },
    { key: 'action', header: t('audit.columns.action'), cell: (e) => t(`audit.actions.${e.action}`) },
    {
      key: 'outcome',
      header: t('audit.columns.outcome'),
      cell: (e) => <Badge tone={OUTCOME_TONES[e.outcome]}>{t(`audit.outcomes.${e.outcome}`)}</Badge>,
    },
    { key: 'member', header: t('audit.columns.member'), cell: (e) => e.username ?? '' },
    {
      key: 'amount',
      header: t('audit.columns.amount'),
      numeric: true,
      cell: (e) => (e.amount === null ? '' : formatAmount(e.amount, limits.currency, i18n.language)),
    },
    { key: 'subject', header: t('audit.columns.subject'), cell: (e) => e.subject ?? '' },
    {
      key: 'change',
      header: t('audit.columns.change'),
      cell: (e) =>
        (e.before !== null || e.after !== null) && (
          <Details>
            {e.before !== null && (
              <>
                <dt>
                  <Muted>{t('audit.before')}</Muted>
                </dt>
                <dd>{e.before}</dd>
              </>
            )}
            {e.after !== null && (
              <>
                <dt>
                  <Muted>{t('audit.after')}</Muted>
                </dt>
                <dd>{e.after}</dd>
              </>
            )}
          </Details>
        ),
    },
    { key: 'ip', header: t('audit.columns.ip'), cell: (e) => e.ip ?? '' },
  ];

  return (
    <PageFrame>
      <PageHeading>{t('audit.title')}</PageHeading>
      <FilterBar role="search" aria-label={t('audit.filters')} onSubmit={onSearch}>
        <Select
          label={t('audit.action')}
          value={draft.action}
          placeholder={t('audit.allActions')}
          options={AUDIT_ACTIONS.map((value) => ({ value, label: t(`audit.actions.${value}`) }))}
          onChange={(event) => setDraft({ ...draft, action: event.target.value as AuditAction | '' })}
        />
        <Input
          label={t('audit.actor')}
          value={draft.actor}
          onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
          autoComplete="off"
          spellCheck={false}
        />
        <Input
          label={t('audit.member')}
          value={draft.username}
          onChange={(event) => setDraft({ ...draft, username: event.target.value })}
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" variant="secondary">
          {t('audit.search')}
        </Button>
      </FilterBar>
      {query.error && <FormAlert>{errorText(t, query.error)}</FormAlert>}
      <DataTable
        caption={t('audit.caption')}
        columns={columns}
        rows={query.data?.list ?? []}
        rowKey={(e) => e.auditId}
        loading={query.isFetching}
        loadingLabel={t('app.loading')}
        emptyText={t('audit.empty')}
        manualSort
        pagination={paginationProps(t, pageNo, query.data?.totalPages ?? 0, setPageNo)}
      />
    </PageFrame>
  );
}
