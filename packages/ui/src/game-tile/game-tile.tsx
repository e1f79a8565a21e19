// GameTile: one game of the lobby grid. The whole face (picture, name, vendor, hot badge, minimum
// bet) is one button whose accessible name is the game's name and vendor; pressing it launches.
// The favourite toggle is a separate button with aria-pressed. All texts are props (the kit knows
// no i18n). `focusProps` lets a roving-tabindex grid own the tab stops.
import { useId, type KeyboardEventHandler } from 'react';
import { Badge } from '../badge';
import { FlameIcon, HeartFilledIcon, HeartIcon } from '../icons';
import { LazyImage } from '../lazy-image';
import { FavouriteButton, Labels, MinBet, Name, Picture, TileFace, TileRoot, Vendor } from './game-tile.styles';

export interface GameTileFavourite {
  /** Whether the game is a favourite now. */
  on: boolean;
  onToggle: () => void;
  /** The toggle's accessible name, e.g. "Favourite Lucky Dragon". */
  label: string;
  busy?: boolean;
}

export interface GameTileProps {
  name: string;
  /** The vendor's display name. */
  vendor: string;
  imageSrc: string;
  /** Shown once every attempt to load the picture failed. */
  errorImageSrc?: string;
  /** Marks a hot game with a badge reading `hotLabel`. */
  hot?: boolean;
  hotLabel?: string;
  /** The minimum-bet label, e.g. "Min 1 · 25 lines". */
  minBetLabel?: string;
  onLaunch: () => void;
  /** A favourite toggle; without it the tile has none (e.g. for visitors on a lobby without favourites). */
  favourite?: GameTileFavourite;
  /** The tab stop of the face and the toggle (a roving grid sets -1 on every tile but one). */
  tabIndex?: number;
  disabled?: boolean;
  onKeyDown?: KeyboardEventHandler<HTMLElement>;
}

export function GameTile({ name, vendor, imageSrc, errorImageSrc, hot, hotLabel, minBetLabel, onLaunch, favourite, tabIndex, disabled, onKeyDown }: GameTileProps) {
  const id = useId();
  const showHot = Boolean(hot && hotLabel);
  // Named by the game and its vendor; the hot badge and the minimum bet describe it.
  const describedBy = [showHot && `${id}-hot`, minBetLabel && `${id}-bet`].filter(Boolean).join(' ') || undefined;
  return (
    <TileRoot>
      <TileFace
        type="button"
        onClick={onLaunch}
        tabIndex={tabIndex}
        disabled={disabled}
        data-roving-target=""
        onKeyDown={onKeyDown}
        aria-labelledby={`${id}-name ${id}-vendor`}
        aria-describedby={describedBy}
      >
        <Picture>
          {/* Decorative: the name below names the button. */}
          <LazyImage src={imageSrc} errorSrc={errorImageSrc} alt="" aspectRatio="4 / 3" />
          {showHot && (
            <Labels id={`${id}-hot`}>
              <Badge tone="danger">
                <FlameIcon size="sm" />
                {hotLabel}
              </Badge>
            </Labels>
          )}
        </Picture>
        <Name id={`${id}-name`}>{name}</Name>
        <Vendor id={`${id}-vendor`}>{vendor}</Vendor>
        {minBetLabel && <MinBet id={`${id}-bet`}>{minBetLabel}</MinBet>}
      </TileFace>
      {favourite && (
        <FavouriteButton
          type="button"
          aria-pressed={favourite.on}
          aria-label={favourite.label}
          title={favourite.label}
          aria-busy={favourite.busy || undefined}
          disabled={favourite.busy}
          $on={favourite.on}
          tabIndex={tabIndex}
          onKeyDown={onKeyDown}
          onClick={favourite.onToggle}
        >
          {favourite.on ? <HeartFilledIcon size="sm" /> : <HeartIcon size="sm" />}
        </FavouriteButton>
      )}
    </TileRoot>
  );
}
