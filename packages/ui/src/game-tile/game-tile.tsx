// GameTile: one game of the lobby grid. The whole face (picture, name, vendor, hot badge, minimum
// bet) is one button whose accessible name starts with the game's name and vendor; pressing it launches.
// The favourite toggle is a separate button with aria-pressed. All texts are props (the kit knows
// no i18n). `focusProps` lets a roving-tabindex grid own the tab stops.
import { memo, type KeyboardEventHandler } from 'react';
import { Badge } from '../badge';
import { FlameIcon, HeartFilledIcon, HeartIcon } from '../icons';
import { LazyImage } from '../lazy-image';
import { TILE_PART, TileRoot } from './game-tile.styles';

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
  /** Loads the picture at once with high priority (LazyImage `priority`): a tile painted before any script runs. */
  imagePriority?: boolean;
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

// The parts that stay the same when a grid's tile shows another game are memoised: the hot badge
// and the heart re-render only when their label or state changes.
const HotLabels = memo(function HotLabels({ label }: { label: string }) {
  return (
    <span className={TILE_PART.labels}>
      <Badge tone="danger">
        <FlameIcon size="sm" />
        {label}
      </Badge>
    </span>
  );
});

const FavouriteIcon = memo(function FavouriteIcon({ on }: { on: boolean }) {
  return on ? <HeartFilledIcon size="sm" /> : <HeartIcon size="sm" />;
});

export function GameTile({
  name,
  vendor,
  imageSrc,
  errorImageSrc,
  imagePriority,
  hot,
  hotLabel,
  minBetLabel,
  onLaunch,
  favourite,
  tabIndex,
  disabled,
  onKeyDown,
}: GameTileProps) {
  const showHot = Boolean(hot && hotLabel);
  // The button's name is its text, in reading order: the game, its vendor, the minimum bet, then
  // the hot badge. The picture comes last in the DOM and first on screen (CSS order).
  return (
    <TileRoot>
      <button
        className={TILE_PART.face}
        type="button"
        onClick={onLaunch}
        tabIndex={tabIndex}
        disabled={disabled}
        data-roving-target=""
        onKeyDown={onKeyDown}
      >
        <span className={TILE_PART.name}>{name}</span> <span className={TILE_PART.vendor}>{vendor}</span>{' '}
        {minBetLabel && <span className={TILE_PART.minBet}>{minBetLabel}</span>}{' '}
        <span className={TILE_PART.picture}>
          {/* Decorative: the text names the button. */}
          <LazyImage
            src={imageSrc}
            errorSrc={errorImageSrc}
            alt=""
            aspectRatio="4 / 3"
            fadeIn={false}
            priority={imagePriority}
          />
          {showHot && <HotLabels label={hotLabel ?? ''} />}
        </span>
      </button>
      {favourite && (
        <button
          className={TILE_PART.favourite}
          type="button"
          aria-pressed={favourite.on}
          aria-label={favourite.label}
          title={favourite.label}
          aria-busy={favourite.busy || undefined}
          disabled={favourite.busy}
          tabIndex={tabIndex}
          onKeyDown={onKeyDown}
          onClick={favourite.onToggle}
        >
          <FavouriteIcon on={favourite.on} />
        </button>
      )}
    </TileRoot>
  );
}
