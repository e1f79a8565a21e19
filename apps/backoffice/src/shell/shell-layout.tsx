// The frame of every staff page: a header with the tenant, who is logged in and their roles, the
// language, the change-password dialog and logout; the navigation with only the pages the roles
// allow; the page in <main>.
import { LANGUAGES, TRANSLATED_LANGUAGES, useTranslation } from '@portal/i18n';
import { Badge, Button, Inline, Select } from '@portal/ui';
import { Suspense, useState, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { useLogOutMutation } from '../api/session';
import { ChangePasswordDialog } from '../session/change-password-dialog';
import { pagesFor } from '../session/pages';
import { useStaffSession } from '../session/staff-session';
import { PageSpinner } from '../shared/page-spinner';
import { useBackofficeTranslation } from '../shared/use-backoffice-translation';

const Frame = styled.div`
  display: grid;
  grid-template-columns: 14rem 1fr;
  grid-template-rows: auto 1fr;
  min-height: 100vh;
  @media (max-width: 48rem) {
    grid-template-columns: 1fr;
  }
`;

const Header = styled.header`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

const AppName = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Who = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Nav = styled.nav`
  padding: ${({ theme }) => theme.space.md};
  border-right: 1px solid ${({ theme }) => theme.color.border.default};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
  }
  a {
    display: block;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.fg.default};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.accent.muted};
    color: ${({ theme }) => theme.color.accent.fg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

/** The first stop of the keyboard: straight to the page, past the header and the navigation. */
const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: -10rem;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.bg.default};
  color: ${({ theme }) => theme.color.accent.fg};
  z-index: ${({ theme }) => theme.zIndex.overlay};
  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

const LanguageField = styled.div`
  width: 10rem;
`;

export function ShellLayout({ children }: { children: ReactNode }) {
  const { t } = useBackofficeTranslation();
  const { i18n } = useTranslation();
  const session = useStaffSession();
  const navigate = useNavigate();
  const [logOut, { isLoading: loggingOut }] = useLogOutMutation();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const pages = pagesFor(session.staff.roles);

  const onLogOut = async () => {
    await logOut();
    await navigate('/login', { replace: true });
  };

  return (
    <Frame>
      <SkipLink href="#main">{t('app.skipToContent')}</SkipLink>
      <Header>
        <Inline gap="md">
          <AppName>{t('app.title')}</AppName>
          <Badge tone="accent">
            {t('header.tenant')} {session.merchantCode}
          </Badge>
        </Inline>
        <Inline gap="md">
          <Who>
            {t('header.signedInAs')} <strong>{session.staff.displayName}</strong> ({session.staff.username})
          </Who>
          <Inline gap="xs" aria-label={t('header.roles')} as="ul">
            {session.staff.roles.map((role) => (
              <li key={role}>
                <Badge>{t(`roles.${role}`)}</Badge>
              </li>
            ))}
          </Inline>
          <LanguageField>
            <Select
              label={t('header.language')}
              value={i18n.language}
              options={TRANSLATED_LANGUAGES.map((code) => ({ value: code, label: LANGUAGES[code].nativeName }))}
              onChange={(event) => void i18n.changeLanguage(event.target.value)}
            />
          </LanguageField>
          <Button variant="secondary" size="sm" onClick={() => setPasswordOpen(true)}>
            {t('header.changePassword')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => void onLogOut()} loading={loggingOut}>
            {t('header.logOut')}
          </Button>
        </Inline>
      </Header>
      <Nav aria-label={t('nav.label')}>
        <ul>
          {pages.map((page) => (
            <li key={page.id}>
              <NavLink to={`/${page.path}`}>{t(`nav.${page.id}`)}</NavLink>
            </li>
          ))}
        </ul>
      </Nav>
      <Main id="main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </Main>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Frame>
  );
}
