// The support console (role support): the brand's conversations by queue (General, VIP: members
// above rank level VIP_RANK_LEVEL_ABOVE) with their waiting counts, by filter (waiting, mine, open,
// closed), and the conversation chosen; the canned replies in a dialog. It stays live over the staff
// socket (use-support-live.ts), whose state it shows.
import { SUPPORT_CONVERSATION_FILTERS, SUPPORT_QUEUES, type SupportQueue } from '@portal/contracts';
import { Badge, Button, FormAlert, Inline, Paginator, Spinner, Tabs, ToggleChip } from '@portal/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { useGetCannedRepliesQuery, useGetSupportConversationsQuery, type SupportFilter } from '../../api/support';
import { useStaffSession } from '../../session/staff-session';
import { errorText } from '../../shared/error-texts';
import { Muted, PageFrame } from '../../shared/form-layout';
import { PageHeading } from '../../shared/page-heading';
import { PAGE_SIZE, paginationProps } from '../../shared/pagination';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';
import { CannedRepliesDialog } from './canned-replies-dialog';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { useSupportLive, type LiveState } from './use-support-live';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(16rem, 22rem) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @media (max-width: 56rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Queue = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.sm};
`;

const LIVE_TONES: Record<LiveState, 'success' | 'warning' | 'danger' | 'neutral'> = {
  connecting: 'neutral',
  live: 'success',
  reconnecting: 'warning',
  refused: 'danger',
};

export default function SupportPage() {
  const { t } = useBackofficeTranslation();
  const { staff } = useStaffSession();
  const live = useSupportLive({ myStaffId: staff.staffId });
  const [queue, setQueue] = useState<SupportQueue>('general');
  const [filter, setFilter] = useState<SupportFilter>('waiting');
  const [pageNo, setPageNo] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [cannedOpen, setCannedOpen] = useState(false);
  const list = useGetSupportConversationsQuery({ queue, filter, pageNo, pageSize: PAGE_SIZE });
  const canned = useGetCannedRepliesQuery();
  const replies = canned.data?.list ?? [];
  // The counts are the last answer's (they stay while another queue's list loads); the rows only
  // the current list's.
  const waiting = list.data?.waiting ?? { general: 0, vip: 0 };
  const conversations = list.currentData?.list ?? [];
  const listLabel = t('support.list.label', {
    queue: t(`support.queues.${queue}`),
    filter: t(`support.filters.${filter}`),
  });
  const panel = (
    <Queue>
      <Inline gap="xs" as="ul" aria-label={t('support.filters.label')}>
        {SUPPORT_CONVERSATION_FILTERS.map((each) => (
          <li key={each}>
            <ToggleChip
              pressed={each === filter}
              onClick={() => {
                setFilter(each);
                setPageNo(1);
              }}
            >
              {t(`support.filters.${each}`)}
            </ToggleChip>
          </li>
        ))}
      </Inline>
      {list.error && <FormAlert>{errorText(t, list.error)}</FormAlert>}
      {!list.currentData ? (
        list.isFetching && <Spinner label={t('app.loading')} />
      ) : conversations.length === 0 ? (
        <Muted>{t('support.list.empty')}</Muted>
      ) : (
        <ConversationList
          label={listLabel}
          conversations={conversations}
          selectedId={selectedId}
          onSelect={setSelectedId}
        />
      )}
      <Paginator {...paginationProps(t, pageNo, list.data?.totalPages ?? 0, setPageNo)} />
    </Queue>
  );

  return (
    <PageFrame>
      <Inline gap="md">
        <PageHeading>{t('support.title')}</PageHeading>
        <p role="status" aria-label={t('support.live.label')}>
          <Badge tone={LIVE_TONES[live]}>{t(`support.live.${live}`)}</Badge>
        </p>
        <Button variant="secondary" size="sm" onClick={() => setCannedOpen(true)}>
          {t('support.canned.open')}
        </Button>
      </Inline>
      <Columns>
        <Tabs
          label={t('support.queues.label')}
          selectedId={queue}
          onSelect={(id) => {
            setQueue(id as SupportQueue);
            setPageNo(1);
          }}
          items={SUPPORT_QUEUES.map((id) => ({
            id,
            label: (
              <>
                {t(`support.queues.${id}`)} <Badge count={waiting[id]} srLabel={t('support.queues.waiting')} />
              </>
            ),
            panel,
          }))}
        />
        {selectedId === null ? (
          <Muted>{t('support.view.none')}</Muted>
        ) : (
          <ConversationView
            key={selectedId}
            conversationId={selectedId}
            myStaffId={staff.staffId}
            cannedReplies={replies}
          />
        )}
      </Columns>
      {cannedOpen && (
        <CannedRepliesDialog replies={replies} loading={canned.isFetching} onClose={() => setCannedOpen(false)} />
      )}
    </PageFrame>
  );
}
