// One game as a kit GameTile with the lobby's texts, image CDN, favourite toggle and launch.
// Memoised on plain props (the callbacks and the list's texts are stable): a grid re-render for a
// new search result or a scrolled row re-renders only the tiles whose game or state changed.
import type { Game } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { GameTile } from '@portal/ui';
import { memo, useMemo } from 'react';
import { useImageUrl } from '../catalogue/image-url';
import { useFavourites, type Favourites } from '../catalogue/use-favourites';
import { useVendorCards } from '../catalogue/use-vendors';

export interface LobbyGameTileProps {
  game: Game;
  vendorName: string;
  imageSrc: string;
  texts: TileTexts;
  /** Whether the game is a favourite; undefined when the tenant has no favourites. */
  favouriteOn: boolean | undefined;
  favouriteBusy: boolean;
  onToggleFavourite: Favourites['toggle'];
  onLaunch: (game: Game) => void;
  tabIndex?: number;
  busy?: boolean;
  /** The picture loads at once with high priority (a tile of the first paint). */
  imagePriority?: boolean;
}

/** The texts of a list's tiles, translated once per list and language (not per tile and render). */
export interface TileTexts {
  hot: string;
  /** The spec's minimum-bet label ("1 yuan and 25 lines"), or undefined for a game without one. */
  minBet: (game: Pick<Game, 'minBet' | 'minLineNum'>) => string | undefined;
  /** The favourite toggle's name, "Favourite Lucky Dragon". */
  favourite: (gameName: string) => string;
}

/** Stands for the game's name while its favourite label is translated (never in a translation). */
const NAME_MARKER = '\u0000';

/**
 * One TileTexts for a list. A search re-renders dozens of tiles at once, so the tiles do not each
 * subscribe to i18next; the few minimum-bet labels a catalogue has are translated once each.
 * Amounts are in major units, in Latin digits like every amount.
 */
function useTileTexts(): TileTexts {
  // A new `t` comes with a language change or newly loaded texts, and with it new texts.
  const { t } = useTranslation('lobby');
  return useMemo(() => {
    const minBets = new Map<string, string>();
    // The toggle's name is translated once, around a marker, and each tile's game name put in its
    // place: every tile of a new result set has a new name, and interpolating it through i18next
    // per tile was a measurable part of the render that shows a search's answer.
    const favouriteParts = t('tile.favourite', { name: NAME_MARKER }).split(NAME_MARKER);
    return {
      hot: t('tile.hot'),
      minBet(game) {
        if (!(game.minBet > 0)) return undefined;
        const amount = Number.isInteger(game.minBet) ? String(game.minBet) : game.minBet.toFixed(2);
        const key = `${amount}|${game.minLineNum}`;
        let label = minBets.get(key);
        if (label === undefined) {
          label =
            game.minLineNum > 0
              ? t('tile.minBet', { amount, count: game.minLineNum })
              : t('tile.minBetNoLines', { amount });
          minBets.set(key, label);
        }
        return label;
      },
      favourite: (gameName) => favouriteParts.join(gameName),
    };
  }, [t]);
}

/** What every lobby list gives a game's tile: its game, vendor name, picture on the page's CDN, the list's texts and its favourite state. */
export type GameTileData = Pick<
  LobbyGameTileProps,
  'game' | 'vendorName' | 'imageSrc' | 'texts' | 'favouriteOn' | 'favouriteBusy' | 'onToggleFavourite'
>;

/** The tile data of a list's games (the list adds launch, tab stop and busy state). */
export function useGameTileData(): (game: Game) => GameTileData {
  const imageUrl = useImageUrl();
  const favourites = useFavourites();
  const vendors = useVendorCards();
  const texts = useTileTexts();
  return (game) => ({
    game,
    vendorName: vendors.get(game.vassalage)?.displayName ?? game.vassalage,
    imageSrc: imageUrl(game.iconUrl),
    texts,
    favouriteOn: favourites.enabled ? favourites.isFavourite(game.nodeId) : undefined,
    favouriteBusy: favourites.busy(game.nodeId),
    onToggleFavourite: favourites.toggle,
  });
}

export const LobbyGameTile = memo(function LobbyGameTile({
  game,
  vendorName,
  imageSrc,
  texts,
  favouriteOn,
  favouriteBusy,
  onToggleFavourite,
  onLaunch,
  tabIndex,
  busy,
  imagePriority,
}: LobbyGameTileProps) {
  return (
    <GameTile
      name={game.gameName}
      vendor={vendorName}
      imageSrc={imageSrc}
      imagePriority={imagePriority}
      hot={game.isHot === 1}
      hotLabel={texts.hot}
      minBetLabel={texts.minBet(game)}
      tabIndex={tabIndex}
      disabled={busy}
      onLaunch={() => onLaunch(game)}
      favourite={
        favouriteOn === undefined
          ? undefined
          : {
              on: favouriteOn,
              label: texts.favourite(game.gameName),
              busy: favouriteBusy,
              onToggle: () => onToggleFavourite(game),
            }
      }
    />
  );
});
