// The agent centre (spec §2): a modal with a title and close button, the left menu (`navigation`,
// the active entry marked with aria-current) and the page on the right under its heading. Entries
// gated by a consolidated flag (dividend and the three salaries) show only when it is on; a page
// not offered (a flag off, an old link) shows the default page, the team overview. The page is the
// app's (controlled: it keeps it in the address); focus moves to the page's heading when it changes.
import { useGetAgentConsolidatedQuery } from '@portal/api';
import { useTranslation } from '@portal/i18n';
import { Modal, Spinner } from '@portal/ui';
import { Suspense, useEffect, useRef } from 'react';
import { AGENT_NAMESPACE } from '../agent-namespace';
import { DEFAULT_AGENT_PAGE, visibleAgentPages, type AgentPageKey } from './agent-pages';
import { CentreContent, CentreLayout, CentreNav, NavButton, PageHeading } from './agent-centre.styles';

export interface AgentCentreProps {
  open: boolean;
  /** The page asked for; the default page when it is not offered. */
  page?: AgentPageKey;
  onPageChange: (page: AgentPageKey) => void;
  onClose: () => void;
}

export function AgentCentre({ open, page: requested = DEFAULT_AGENT_PAGE, onPageChange, onClose }: AgentCentreProps) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const { data: flags } = useGetAgentConsolidatedQuery(undefined, { skip: !open });
  const visible = visibleAgentPages(flags);
  const entry =
    visible.find((candidate) => candidate.key === requested) ?? visible.find((e) => e.key === DEFAULT_AGENT_PAGE);
  const page = entry?.key ?? DEFAULT_AGENT_PAGE;
  const title = t(`centre.pages.${page}`);

  // Focus follows a change of page to its heading (not the first page: the dialog places focus on open).
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    heading.current?.focus();
  }, [page]);

  const Page = entry?.Page;
  return (
    <Modal open={open} onClose={onClose} title={t('centre.title')} closeLabel={t('common:actions.close')} size="xl">
      <CentreLayout>
        <CentreNav aria-label={t('centre.menu')}>
          <ul>
            {visible.map(({ key }) => (
              <li key={key}>
                <NavButton
                  type="button"
                  $active={key === page}
                  aria-current={key === page ? 'page' : undefined}
                  onClick={() => onPageChange(key)}
                >
                  {t(`centre.pages.${key}`)}
                </NavButton>
              </li>
            ))}
          </ul>
        </CentreNav>
        <CentreContent>
          <PageHeading ref={heading} tabIndex={-1}>
            {title}
          </PageHeading>
          {Page && (
            <Suspense fallback={<Spinner label={t('common:status.loading')} />}>
              <Page key={page} />
            </Suspense>
          )}
        </CentreContent>
      </CentreLayout>
    </Modal>
  );
}
