// Team management (downline management, spec §2): the agent's downlines from getAgentTeamMembers —
// a username search (prefix), direct or whole team, a status filter, the kit's paged table — and a
// drill into a sub-agent's own downlines (with the way back). Transfers to a downline are the member
// centre's: a button opens its transfer page (the issue asks for a link, not a second transfer form).
import { apiErrorMessage, useGetAgentTeamMembersQuery } from '@portal/api';
import type { TeamMember } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, DataTable, FormAlert, SearchField, Select, type DataTableColumn } from '@portal/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import { AGENT_NAMESPACE } from '../agent-namespace';
import { useAgentHost } from '../shared/agent-host';
import { AGENT_ERROR_TEXTS } from '../shared/error-message';
import { useAgentFormat } from '../shared/format';
import { FilterRow, Section } from '../shared/styles';
import { usePager } from '../shared/use-pager';

const PAGE_SIZE = 20;
type Scope = 'direct' | 'all';
type StatusFilter = '' | 'active' | 'disabled';

export function TeamManagementPage() {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const { openTransfer } = useAgentHost();
  const format = useAgentFormat();
  const [search, setSearch] = useState('');
  const username = useDeferredValue(search.trim());
  const [scope, setScope] = useState<Scope>('direct');
  const [status, setStatus] = useState<StatusFilter>('');
  /** The sub-agents drilled into, outermost first: the list shows the last one's downlines. */
  const [trail, setTrail] = useState<string[]>([]);
  const [pageNo, setPageNo] = useState(1);
  const parent = trail.at(-1);

  const members = useGetAgentTeamMembersQuery({
    ...(username ? { username } : {}),
    ...(parent ? { parent } : {}),
    ...(status ? { status } : {}),
    scope,
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const pagination = usePager(pageNo, members.data?.totalPages, setPageNo);
  const restart = () => setPageNo(1);

  const columns = useMemo<DataTableColumn<TeamMember>[]>(
    () => [
      { key: 'username', header: t('team.columns.username'), cell: (row) => row.username, rowHeader: true },
      {
        key: 'role',
        header: t('team.columns.role'),
        cell: (row) => (row.isAgent ? t('team.roles.agent') : t('team.roles.member')),
      },
      { key: 'level', header: t('team.columns.level'), cell: (row) => format.count(row.level), numeric: true },
      {
        key: 'teamCount',
        header: t('team.columns.teamCount'),
        cell: (row) => format.count(row.teamCount),
        numeric: true,
      },
      { key: 'status', header: t('team.columns.status'), cell: (row) => t(`team.statuses.${row.status}`) },
      { key: 'joinedAt', header: t('team.columns.joinedAt'), cell: (row) => format.when(row.joinedAt) },
      {
        key: 'lastLoginAt',
        header: t('team.columns.lastLoginAt'),
        cell: (row) => format.when(row.lastLoginAt) || t('team.never'),
      },
      {
        key: 'actions',
        header: t('team.columns.actions'),
        cell: (row) =>
          row.isAgent ? (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={t('team.drillLabel', { username: row.username })}
              onClick={() => {
                setTrail((before) => [...before, row.username]);
                restart();
              }}
            >
              {t('team.drill')}
            </Button>
          ) : null,
      },
    ],
    [t, format],
  );

  return (
    <Section>
      <FilterRow>
        <Button type="button" variant="secondary" onClick={openTransfer}>
          {t('team.transfer')}
        </Button>
      </FilterRow>
      <FilterRow>
        <SearchField
          label={t('team.search')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            restart();
          }}
          clearLabel={t('team.clearSearch')}
          maxLength={64}
        />
        <Select
          label={t('team.scope')}
          value={scope}
          options={[
            { value: 'direct', label: t('team.scopes.direct') },
            { value: 'all', label: t('team.scopes.all') },
          ]}
          onChange={(event) => {
            setScope(event.target.value as Scope);
            restart();
          }}
        />
        <Select
          label={t('team.status')}
          value={status}
          options={[
            { value: '', label: t('team.statuses.any') },
            { value: 'active', label: t('team.statuses.active') },
            { value: 'disabled', label: t('team.statuses.disabled') },
          ]}
          onChange={(event) => {
            setStatus(event.target.value as StatusFilter);
            restart();
          }}
        />
      </FilterRow>
      {parent && (
        <FilterRow>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setTrail((before) => before.slice(0, -1));
              restart();
            }}
          >
            {trail.length > 1 ? t('team.backTo', { username: trail.at(-2) }) : t('team.backToMine')}
          </Button>
        </FilterRow>
      )}
      {members.error ? (
        <FormAlert focusOnShow={false}>{apiErrorMessage(t, members.error, AGENT_ERROR_TEXTS)}</FormAlert>
      ) : (
        <DataTable
          caption={parent ? t('team.captionOf', { username: parent }) : t('team.caption')}
          columns={columns}
          rows={members.data?.list ?? []}
          rowKey={(row) => row.username}
          loading={members.isFetching}
          loadingLabel={t('team.loading')}
          emptyText={t('team.empty')}
          manualSort
          pagination={pagination}
        />
      )}
    </Section>
  );
}
