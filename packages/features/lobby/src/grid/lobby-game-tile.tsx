// One game as a kit GameTile with the lobby's texts, image CDN, favourite toggle and launch.
import type { Game } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { GameTile } from '@portal/ui';
import type { Favourites } from '../catalogue/use-favourites';

export interface LobbyGameTileProps {
  game: Game;
  vendorName: string;
  imageUrl: (path: string) => string;
  favourites: Favourites | null;
  onLaunch: (game: Game) => void;
  tabIndex?: number;
  busy?: boolean;
}

/** The spec's minimum-bet label ("1 yuan and 25 lines"); amounts in major units, Latin digits like every amount. */
export function useMinBetLabel(): (game: Pick<Game, 'minBet' | 'minLineNum'>) => string | undefined {
  const { t } = useTranslation('lobby');
  return (game) => {
    if (!(game.minBet > 0)) return undefined;
    const amount = Number.isInteger(game.minBet) ? String(game.minBet) : game.minBet.toFixed(2);
    return game.minLineNum > 0 ? t('tile.minBet', { amount, lines: game.minLineNum }) : t('tile.minBetNoLines', { amount });
  };
}

export function LobbyGameTile({ game, vendorName, imageUrl, favourites, onLaunch, tabIndex, busy }: LobbyGameTileProps) {
  const { t } = useTranslation('lobby');
  const minBetLabel = useMinBetLabel();
  return (
    <GameTile
      name={game.gameName}
      vendor={vendorName}
      imageSrc={imageUrl(game.iconUrl)}
      hot={game.isHot === 1}
      hotLabel={t('tile.hot')}
      minBetLabel={minBetLabel(game)}
      tabIndex={tabIndex}
      disabled={busy}
      onLaunch={() => onLaunch(game)}
      favourite={
        favourites?.enabled
          ? { on: favourites.isFavourite(game.nodeId), label: t('tile.favourite', { name: game.gameName }), busy: favourites.busy(game.nodeId), onToggle: () => favourites.toggle(game) }
          : undefined
      }
    />
  );
}
