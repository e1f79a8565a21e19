// One game as a kit GameTile with the lobby's texts, image CDN, favourite toggle and launch.
// Memoised on plain props (the callbacks are stable): a grid re-render for a new search result or
// a scrolled row re-renders only the tiles whose game or state changed.
import type { Game } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { GameTile } from '@portal/ui';
import { memo } from 'react';
import type { Favourites } from '../catalogue/use-favourites';

export interface LobbyGameTileProps {
  game: Game;
  vendorName: string;
  imageSrc: string;
  /** Whether the game is a favourite; undefined when the tenant has no favourites. */
  favouriteOn: boolean | undefined;
  favouriteBusy: boolean;
  onToggleFavourite: Favourites['toggle'];
  onLaunch: (game: Game) => void;
  tabIndex?: number;
  busy?: boolean;
}

/** The favourite props of one game's tile. */
export function favouriteProps(favourites: Favourites, nodeId: string): Pick<LobbyGameTileProps, 'favouriteOn' | 'favouriteBusy' | 'onToggleFavourite'> {
  return { favouriteOn: favourites.enabled ? favourites.isFavourite(nodeId) : undefined, favouriteBusy: favourites.busy(nodeId), onToggleFavourite: favourites.toggle };
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

export const LobbyGameTile = memo(function LobbyGameTile({ game, vendorName, imageSrc, favouriteOn, favouriteBusy, onToggleFavourite, onLaunch, tabIndex, busy }: LobbyGameTileProps) {
  const { t } = useTranslation('lobby');
  const minBetLabel = useMinBetLabel();
  return (
    <GameTile
      name={game.gameName}
      vendor={vendorName}
      imageSrc={imageSrc}
      hot={game.isHot === 1}
      hotLabel={t('tile.hot')}
      minBetLabel={minBetLabel(game)}
      tabIndex={tabIndex}
      disabled={busy}
      onLaunch={() => onLaunch(game)}
      favourite={
        favouriteOn === undefined ? undefined : { on: favouriteOn, label: t('tile.favourite', { name: game.gameName }), busy: favouriteBusy, onToggle: () => onToggleFavourite(game) }
      }
    />
  );
});
