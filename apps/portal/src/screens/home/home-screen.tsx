// The home page: a welcome with the brand's tagline, the game categories as entry points, and the
// games part of @portal/feature-lobby (hot games and the winner board), loaded after the first
// paint in its own chunk. (Announcements arrive with their own issue.)
import { useTranslation } from '@portal/i18n';
import { Suspense } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { lazyPart } from '../../app/first-paint-parts';
import { GAME_CATEGORIES } from '../../shell/game-categories';
import { ScreenIntro, ScreenTitle } from '../parts/screen-parts';

const HomeLobby = lazyPart('home-lobby', () => import('./home-lobby'));

const SectionTitle = styled.h2`
  margin: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.md}`};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Categories = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CategoryLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 4.5rem;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.subtle};
  color: ${({ theme }) => theme.color.fg.default};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadow.sm};

  &:hover {
    border-color: ${({ theme }) => theme.color.accent.emphasis};
    color: ${({ theme }) => theme.color.accent.fg};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const GamesArea = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.xl};
`;

export function HomeScreen() {
  const { t } = useTranslation('shell');
  return (
    <>
      <ScreenTitle>{t('screens.home.title')}</ScreenTitle>
      <ScreenIntro>{t(['common:brand.tagline', 'screens.home.tagline'])}</ScreenIntro>

      <section aria-labelledby="home-categories">
        <SectionTitle id="home-categories">{t('screens.home.categories')}</SectionTitle>
        <Categories>
          {GAME_CATEGORIES.map(({ id, path }) => (
            <li key={id}>
              <CategoryLink to={path}>{t(`categories.${id}`)}</CategoryLink>
            </li>
          ))}
        </Categories>
      </section>

      <GamesArea>
        <Suspense fallback={null}>
          <HomeLobby />
        </Suspense>
      </GamesArea>
    </>
  );
}
