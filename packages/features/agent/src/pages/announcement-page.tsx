// Announcement (spec §2): the platform's announcements (the marquee's and the notices, newest
// first), from the same call and request the shell's marquee and notice modal make (one cached
// answer), each with its time and its content as sanitised HTML (the kit's SafeHtml), ten a page.
import { apiErrorMessage, useGetListAnnouncementsQuery } from '@portal/api';
import { useTranslation } from '@portal/i18n';
import { FormAlert, MutedText, Paginator, SafeHtml, Spinner } from '@portal/ui';
import { useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { AGENT_NAMESPACE } from '../agent-namespace';
import { AGENT_ERROR_TEXTS } from '../shared/error-message';
import { useAgentFormat } from '../shared/format';
import { Section, SectionHeading } from '../shared/styles';

/** The shell's request (use-announcements.ts in the app): the same cache entry. */
const ANNOUNCEMENTS_REQUEST = { types: 'B,PL,PU,PR,H', platform: 'W' } as const;
const PER_PAGE = 10;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  article {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    padding-bottom: ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
  }
`;

export function AnnouncementPage() {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const format = useAgentFormat();
  const answer = useGetListAnnouncementsQuery(ANNOUNCEMENTS_REQUEST);
  const [page, setPage] = useState(1);
  const list = useMemo(
    () => (answer.data ? [...answer.data.player, ...answer.data.notice].sort((a, b) => b.timestamp - a.timestamp) : []),
    [answer.data],
  );
  const pageCount = Math.max(1, Math.ceil(list.length / PER_PAGE));

  if (answer.isLoading) return <Spinner label={t('announcement.loading')} />;
  if (answer.error)
    return <FormAlert focusOnShow={false}>{apiErrorMessage(t, answer.error, AGENT_ERROR_TEXTS)}</FormAlert>;
  if (list.length === 0) return <MutedText>{t('announcement.empty')}</MutedText>;
  return (
    <Section>
      <List aria-label={t('announcement.list')}>
        {list.slice((page - 1) * PER_PAGE, page * PER_PAGE).map((each) => (
          <li key={each.id}>
            <article aria-labelledby={`agent-announcement-${each.id}`}>
              <SectionHeading id={`agent-announcement-${each.id}`}>{each.title}</SectionHeading>
              <MutedText>
                <time dateTime={new Date(each.timestamp).toISOString()}>{format.when(each.timestamp)}</time>
              </MutedText>
              <SafeHtml html={each.content} />
            </article>
          </li>
        ))}
      </List>
      {pageCount > 1 && (
        <Paginator
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          label={t('pager.label')}
          previousLabel={t('pager.previous')}
          nextLabel={t('pager.next')}
          pageLabel={(n) => t('pager.page', { page: n })}
        />
      )}
    </Section>
  );
}
