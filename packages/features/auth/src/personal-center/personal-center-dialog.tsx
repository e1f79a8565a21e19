// The member centre's dialog (spec §2): a menu of the pages by page key with the active one marked
// (aria-current), a close button, a mission-count badge on the mission entry, and the page. "My
// account" (securityCenter, the default) is ours; the other pages come from the app (features do
// not import each other): `loadPages` gives their components and the frame they run in, loaded
// when the first of them is shown (not for My account). Entries whose module flag is off are hidden, transferUpline shows for agents and
// members with toUpline only, and a page nobody provides says it is not available. The page is in
// the address (personal-center-url.tsx); focus moves to the page's heading when the page changes.
// PersonalCenter loads this chunk when the centre first opens and mounts it only while the centre
// is open to a member.
import { useGetMemberInfoQuery, useModuleFlags } from '@portal/api';
import type { ModuleId } from '@portal/contracts';
import { Badge, Modal, NARROW_SCREEN_QUERY, Spinner } from '@portal/ui';
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { selectPersonalCenterPage } from '../session/auth-slice';
import { DEFAULT_PERSONAL_CENTER_PAGE, PERSONAL_CENTER_PAGES, type PersonalCenterPage } from '../session/auth-state';
import { useAuthDispatch, useAuthSelector } from '../session/hooks';
import { MutedParagraph } from '../shared/form-layout';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { MyAccountPage } from './my-account-page';
import { usePersonalCenterUrl } from './personal-center-url';
import type { PersonalCenterPages, PersonalCenterProps } from './personal-centre-props';

/** The module flag each entry needs (wire notes' module ids); entries not listed are always offered. */
const PAGE_MODULES: Partial<Record<PersonalCenterPage, ModuleId>> = {
  transferFund: 'FUNDTRANS3',
  transactionHistory: 'MEMTRANS3',
  rewardCenter: 'REWCEN3',
  referral: 'AFFMAN3',
  messageV2: 'INBOX3',
};

/** The entries this member is offered: module flags on, transferUpline for agents and members with toUpline. */
function useVisiblePages(): readonly PersonalCenterPage[] {
  const flags = useModuleFlags();
  const isAgent = useAuthSelector((state) => state.auth.isAgent);
  // Only the flag it needs: the dialog (and the page in it) re-renders when that changes, not on each answer.
  const { toUpline } = useGetMemberInfoQuery(undefined, {
    selectFromResult: ({ data }) => ({ toUpline: data?.toUpline === true }),
  });
  return useMemo(
    () =>
      PERSONAL_CENTER_PAGES.filter((key) => {
        const module = PAGE_MODULES[key];
        if (module && flags[module] !== true) return false;
        if (key === 'transferUpline') return isAgent || toUpline;
        return true;
      }),
    [flags, isAgent, toUpline],
  );
}

/**
 * The app's pages, loaded once per dialog when the first of them is shown (`needed`), not for My
 * account: the centre opened on its default page evaluates none of the app's page modules (nor
 * their frame and texts). Null until then, while they load, or without any.
 */
function useProvidedPages(loadPages: PersonalCenterProps['loadPages'], needed: boolean): PersonalCenterPages | null {
  const [provided, setProvided] = useState<PersonalCenterPages | null>(null);
  const wanted = needed || provided !== null;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadPages?.().then((pages) => {
      if (live) setProvided(pages);
    });
    return () => {
      live = false;
    };
  }, [loadPages, wanted]);
  return provided;
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: 13rem 1fr;
  gap: ${({ theme }) => theme.space.xl};
  min-height: 24rem;

  /* A phone: the pages' menu is a row above the page, scrolled sideways, and the page has the width. */
  @media ${NARROW_SCREEN_QUERY} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Nav = styled.nav`
  /* The entries' offsets are measured from the menu (the row's scrolling, below). */
  position: relative;
  border-inline-end: 1px solid ${({ theme }) => theme.color.border.muted};
  padding-inline-end: ${({ theme }) => theme.space.md};

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  @media ${NARROW_SCREEN_QUERY} {
    border-inline-end: 0;
    border-block-end: 1px solid ${({ theme }) => theme.color.border.muted};
    padding-inline-end: 0;
    padding-block-end: ${({ theme }) => theme.space.sm};
    overflow-x: auto;

    ul {
      flex-direction: row;
    }

    li {
      flex: none;
    }
  }
`;

const NavButton = styled.button<{ $active: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $active }) => ($active ? theme.color.accent.subtle : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.color.accent.fg : theme.color.fg.default)};
  font: inherit;
  font-weight: ${({ theme, $active }) => ($active ? theme.font.weight.semibold : theme.font.weight.regular)};
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 1px;
  }
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;

const PageTitle = styled.h3`
  margin: 0;
  outline: none;
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.fg.default};
`;

export function PersonalCenterDialog({ missionCount = 0, loadPages }: PersonalCenterProps) {
  const { t } = useAuthTranslation();
  const dispatch = useAuthDispatch();
  const requested = useAuthSelector((state) => state.auth.personalCenter.page);
  const visible = useVisiblePages();
  // A page the member is not offered (a flag off, an old link) shows the default page instead.
  const page = visible.includes(requested) ? requested : DEFAULT_PERSONAL_CENTER_PAGE;
  const close = usePersonalCenterUrl(page);
  // My account is ours: the app's pages load with the first other page shown.
  const provided = useProvidedPages(loadPages, page !== 'securityCenter');
  const title = t(`personalCenter.pages.${page}`);

  // Focus follows a change of page to its heading (not the first page: the dialog places focus on open).
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    heading.current?.focus();
  }, [page]);

  // On a phone the menu is a row wider than the screen: the active entry is scrolled into it (a
  // link to a page late in the row, a page chosen from the avatar menu). Only the row scrolls, not
  // the dialog or the page (which element.scrollIntoView would move too); offsets, not screen
  // rectangles, because the dialog may still be scaled by its opening animation.
  // Again when the row's box changes: the dialog may show after this render's commit (the modal
  // opens in its own effect), and entries may arrive in a later render.
  // The observer's first call comes after the frame's own layout, before its paint: reading the
  // offsets here in the commit would force that layout into the commit's task (on a phone the
  // dialog's first layout, some 70 ms at a 4× slowdown, in the task that mounts it).
  const nav = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const row = nav.current;
    if (!row) return undefined;
    const reveal = () => {
      const active = row.querySelector<HTMLElement>('[aria-current="page"]');
      if (!active || row.scrollWidth <= row.clientWidth) return;
      const start = active.offsetLeft;
      const end = start + active.offsetWidth;
      if (start < row.scrollLeft) row.scrollLeft = start;
      else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth;
    };
    if (typeof ResizeObserver === 'undefined') {
      reveal();
      return undefined;
    }
    const observer = new ResizeObserver(reveal);
    observer.observe(row);
    for (const child of row.children) observer.observe(child);
    return () => observer.disconnect();
  }, [page, visible]);

  const Provided = provided?.pages[page];
  const Frame = provided?.Frame ?? Fragment;
  let content;
  if (Provided) {
    content = (
      <Frame>
        <Provided />
      </Frame>
    );
  } else if (page === 'securityCenter') {
    content = <MyAccountPage />;
  } else if (loadPages && !provided) {
    content = <Spinner label={t('common:status.loading')} />;
  } else {
    content = <MutedParagraph role="status">{t('personalCenter.notAvailable', { page: title })}</MutedParagraph>;
  }

  return (
    <Modal open onClose={close} title={t('personalCenter.title')} closeLabel={t('common:actions.close')} size="xl">
      <Layout>
        <Nav ref={nav} aria-label={t('personalCenter.menu')}>
          <ul>
            {visible.map((key) => (
              <li key={key}>
                <NavButton
                  type="button"
                  $active={key === page}
                  aria-current={key === page ? 'page' : undefined}
                  onClick={() => dispatch(selectPersonalCenterPage(key))}
                >
                  <span>{t(`personalCenter.pages.${key}`)}</span>
                  {key === 'missionLeaderboard' && (
                    <Badge count={missionCount} srLabel={t('personalCenter.missionsOpen')} />
                  )}
                </NavButton>
              </li>
            ))}
          </ul>
        </Nav>
        <Content>
          <PageTitle ref={heading} tabIndex={-1}>
            {title}
          </PageTitle>
          {content}
        </Content>
      </Layout>
    </Modal>
  );
}
