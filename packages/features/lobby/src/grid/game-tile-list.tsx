// A short, paged list of games as tiles (favourites, recent games, the vassalage popup, hot games):
// no virtualisation needed for one page of 42; the kit's Paginator (range 3, margin 1) below.
import type { Game } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Grid, Paginator } from '@portal/ui';
import { LobbyGameTile, useGameTileData } from './lobby-game-tile';

export interface GameTileListProps {
  games: readonly Game[];
  label: string;
  onLaunch: (game: Game) => void;
  launching?: string | null;
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
}

export function GameTileList({
  games,
  label,
  onLaunch,
  launching,
  page = 1,
  pageCount = 1,
  onPageChange,
}: GameTileListProps) {
  const { t } = useTranslation('lobby');
  const tileData = useGameTileData();
  return (
    <>
      <Grid as="ul" minItemWidth="10rem" gap="md" aria-label={label}>
        {games.map((game) => (
          <li key={game.nodeId}>
            <LobbyGameTile {...tileData(game)} onLaunch={onLaunch} busy={launching === game.nodeId} />
          </li>
        ))}
      </Grid>
      {onPageChange && (
        <Paginator
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          label={t('pages.label', { list: label })}
          previousLabel={t('pages.previous')}
          nextLabel={t('pages.next')}
          pageLabel={(n) => t('pages.page', { page: n })}
        />
      )}
    </>
  );
}
