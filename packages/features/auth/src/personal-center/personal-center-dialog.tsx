// The member centre's dialog (spec §2): a menu of the pages by page key with the active one marked
// (aria-current), a close button, a mission-count badge on the mission entry, and the page. "My
// account" (securityCenter, the default) works; the other pages belong to features not built yet
// and say so. PersonalCenter loads this chunk when the centre first opens and mounts it only while
// the centre is open to a member.
import { Badge, Modal } from '@portal/ui';
import styled from 'styled-components';
import { closePersonalCenter, selectPersonalCenterPage } from '../session/auth-slice';
import { PERSONAL_CENTER_PAGES } from '../session/auth-state';
import { useAuthDispatch, useAuthSelector } from '../session/hooks';
import { MutedParagraph } from '../shared/form-layout';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { MyAccountPage } from './my-account-page';
import type { PersonalCenterProps } from './personal-center';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 13rem 1fr;
  gap: ${({ theme }) => theme.space.xl};
  min-height: 24rem;
`;

const Nav = styled.nav`
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
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.fg.default};
`;

export function PersonalCenterDialog({ missionCount = 0 }: PersonalCenterProps) {
  const { t } = useAuthTranslation();
  const dispatch = useAuthDispatch();
  const page = useAuthSelector((state) => state.auth.personalCenter.page);
  const title = t(`personalCenter.pages.${page}`);

  return (
    <Modal open onClose={() => dispatch(closePersonalCenter())} title={t('personalCenter.title')} closeLabel={t('common:actions.close')} size="xl">
      <Layout>
        <Nav aria-label={t('personalCenter.menu')}>
          <ul>
            {PERSONAL_CENTER_PAGES.map((key) => (
              <li key={key}>
                <NavButton type="button" $active={key === page} aria-current={key === page ? 'page' : undefined} onClick={() => dispatch(selectPersonalCenterPage(key))}>
                  <span>{t(`personalCenter.pages.${key}`)}</span>
                  {key === 'missionLeaderboard' && <Badge count={missionCount} srLabel={t('personalCenter.missionsOpen')} />}
                </NavButton>
              </li>
            ))}
          </ul>
        </Nav>
        <Content>
          <PageTitle>{title}</PageTitle>
          {page === 'securityCenter' ? <MyAccountPage /> : <MutedParagraph role="status">{t('personalCenter.notAvailable', { page: title })}</MutedParagraph>}
        </Content>
      </Layout>
    </Modal>
  );
}
