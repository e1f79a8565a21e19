// "Popular games" on the home page: the hot games call (GCSGAME_hotGamesV2), a dozen tiles that
// launch like the lobby's.
import { useGetHotGamesQuery, useModuleEnabled } from '@portal/api';
import { useTranslation } from '@portal/i18n';
import { Skeleton } from '@portal/ui';
import { useDeferredValue } from 'react';
import { GameTileList } from '../grid/game-tile-list';
import { SectionTitle } from '../grid/lobby-styles';
import { gameToLaunchItem, useGameLauncher } from '../launch/use-game-launcher';

export const HOME_HOT_GAMES = 12;

export function HotGames() {
  const { t } = useTranslation('lobby');
  const enabled = useModuleEnabled('GAMELOHOT3');
  const { data, isLoading, isError } = useGetHotGamesQuery(undefined, { skip: !enabled });
  // The tiles render in a deferred pass React can interrupt, not in the store update's one task.
  const list = useDeferredValue(data?.list);
  const launcher = useGameLauncher();
  const games = (list ?? []).slice(0, HOME_HOT_GAMES);
  return (
    <section aria-labelledby="home-hot-games">
      <SectionTitle id="home-hot-games">{t('home.hot')}</SectionTitle>
      {isLoading || list !== data?.list ? (
        <Skeleton lines={3} />
      ) : isError ? (
        <p role="alert">{t('grid.error')}</p>
      ) : games.length === 0 ? (
        <p>{t('home.hotEmpty')}</p>
      ) : (
        <GameTileList
          games={games}
          label={t('home.hot')}
          onLaunch={(game) => launcher.open(gameToLaunchItem(game))}
          launching={launcher.launching}
        />
      )}
      {launcher.dialogs}
    </section>
  );
}
