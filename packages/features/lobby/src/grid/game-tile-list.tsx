// A short, paged list of games as tiles (favourites, recent games, the vassalage popup, hot games):
// no virtualisation needed for one page of 42; the kit's Paginator (range 3, margin 1) below.
import type { Game } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Grid, Paginator } from '@portal/ui';
import { useImageUrl } from '../catalogue/image-url';
import { useFavourites } from '../catalogue/use-favourites';
import { useVendorCards } from '../catalogue/use-vendors';
import { favouriteProps, LobbyGameTile, useTileTexts } from './lobby-game-tile';

export interface GameTileListProps {
  games: readonly Game[];
  label: string;
  onLaunch: (game: Game) => void;
  launching?: string | null;
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
}

export function GameTileList({ games, label, onLaunch, launching, page = 1, pageCount = 1, onPageChange }: GameTileListProps) {
  const { t } = useTranslation('lobby');
  const imageUrl = useImageUrl();
  const favourites = useFavourites();
  const vendors = useVendorCards();
  const texts = useTileTexts();
  return (
    <>
      <Grid as="ul" minItemWidth="10rem" gap="md" aria-label={label}>
        {games.map((game) => (
          <li key={game.nodeId}>
            <LobbyGameTile
              game={game}
              vendorName={vendors.get(game.vassalage)?.displayName ?? game.vassalage}
              imageSrc={imageUrl(game.iconUrl)}
              texts={texts}
              {...favouriteProps(favourites, game.nodeId)}
              onLaunch={onLaunch}
              busy={launching === game.nodeId}
            />
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
