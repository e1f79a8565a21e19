// The "all games" view: the virtualised grid of every game matching the filters, with the count
// announced politely as the search narrows it.
import type { Game } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, GameGrid, Skeleton } from '@portal/ui';
import { memo } from 'react';
import { LobbyGameTile, useGameTileData } from './lobby-game-tile';
import { Status } from './lobby-styles';
import { PaintedGames, useServerRender } from './painted-games';
import { useAnsweredFilters, useGameChunks, type GameFilters } from './use-game-chunks';

export interface LobbyResultsProps {
  filters: GameFilters;
  label: string;
  onLaunch: (game: Game) => void;
  launching: string | null;
}

/**
 * Memoised: the lobby's other renders (the URL catching up with the search, say) leave it alone,
 * and a search keystroke whose answer is on its way renders only this wrapper (README: lobby benchmark).
 */
export const LobbyResults = memo(function LobbyResults({ filters, ...rest }: LobbyResultsProps) {
  return <ResultsGrid filters={useAnsweredFilters(filters)} {...rest} />;
});

const ResultsGrid = memo(function ResultsGrid({ filters, label, onLaunch, launching }: LobbyResultsProps) {
  const { t } = useTranslation('lobby');
  const chunks = useGameChunks(filters);
  const tileData = useGameTileData();
  // The build's first paint holds the first games' template; the browser shows its loading state.
  const server = useServerRender();

  if (chunks.isError) {
    return (
      <div role="alert">
        <p>{t('grid.error')}</p>
        <Button variant="secondary" onClick={chunks.refetch}>
          {t('grid.retry')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <Status role="status" aria-live="polite">
        {chunks.isLoading ? t('grid.loading') : t('grid.results', { count: chunks.count })}
      </Status>
      {!chunks.isLoading && chunks.count === 0 ? (
        <div>
          <p>
            <strong>{t('grid.empty')}</strong>
          </p>
          <p>{t('grid.emptyBody')}</p>
        </div>
      ) : (
        <GameGrid
          count={chunks.count}
          label={label}
          height="70vh"
          minColumnWidth={168}
          estimateRowHeight={230}
          // One row beyond the view each way (not the kit's two): a search's new results mount a
          // third fewer tiles before the frame that shows them (README: lobby benchmark).
          overscan={1}
          onRangeChange={chunks.onRangeChange}
          firstPaintRow={server ? <PaintedGames filters={filters} /> : undefined}
          renderItem={({ index, tabIndex }) => {
            const game = chunks.gameAt(index);
            if (!game) return <Skeleton shape="rect" height="12rem" />;
            return (
              <LobbyGameTile
                {...tileData(game)}
                onLaunch={onLaunch}
                tabIndex={tabIndex}
                busy={launching === game.nodeId}
              />
            );
          }}
        />
      )}
    </>
  );
});
