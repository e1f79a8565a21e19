// GameTile looks: a card whose whole face is one button (picture, name, vendor, labels), with the
// favourite toggle laid over the picture's top corner as a sibling button (buttons never nest).
import { styled } from 'styled-components';
import { cssOfTheme } from '../internal/css-of-theme';

/**
 * The tile's parts (the face and the favourite toggle, the face's name, vendor, minimum bet,
 * picture and labels) are plain elements with these classes, all styled from the one styled root:
 * a lobby grid re-renders dozens of tiles per search keystroke, and each styled component computes
 * and hashes its CSS on every render (README: lobby benchmark).
 */
export const TILE_PART = {
  face: 'game-tile-face',
  favourite: 'game-tile-favourite',
  name: 'game-tile-name',
  vendor: 'game-tile-vendor',
  minBet: 'game-tile-min-bet',
  picture: 'game-tile-picture',
  labels: 'game-tile-labels',
} as const;

/** The tile's rules for one theme (computed once per theme: a grid renders dozens of tiles per keystroke). */
const tileCss = cssOfTheme(
  (theme) => `
  position: relative;
  display: flex;
  min-width: 0;
  border: 1px solid ${theme.color.border.muted};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.bg.subtle};
  box-shadow: ${theme.shadow.sm};
  transition: border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};

  &:hover,
  &:focus-within {
    border-color: ${theme.color.accent.emphasis};
  }

  .${TILE_PART.face} {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xs};
    width: 100%;
    min-width: 0;
    margin: 0;
    padding: ${theme.space.sm};
    border: 0;
    border-radius: inherit;
    background: none;
    color: ${theme.color.fg.default};
    font: inherit;
    text-align: start;
    cursor: pointer;

    &:focus-visible {
      outline: 2px solid ${theme.color.border.focus};
      outline-offset: 2px;
    }

    &:disabled {
      cursor: not-allowed;
      opacity: 0.6;
    }
  }

  .${TILE_PART.picture} {
    position: relative;
    display: block;
    order: -1;
    overflow: hidden;
    border-radius: ${theme.radius.md};
    background: ${theme.color.bg.muted};
  }

  .${TILE_PART.labels} {
    position: absolute;
    inset-block-end: ${theme.space.xs};
    inset-inline-start: ${theme.space.xs};
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xxs};
  }

  .${TILE_PART.name} {
    overflow: hidden;
    font-weight: ${theme.font.weight.semibold};
    font-size: ${theme.font.size.sm};
    line-height: ${theme.font.lineHeight.tight};
    white-space: nowrap;
    text-overflow: ellipsis;
  }

  .${TILE_PART.vendor} {
    overflow: hidden;
    color: ${theme.color.fg.muted};
    font-size: ${theme.font.size.xs};
    white-space: nowrap;
    text-overflow: ellipsis;
  }

  .${TILE_PART.minBet} {
    color: ${theme.color.fg.muted};
    font-size: ${theme.font.size.xs};
    font-variant-numeric: tabular-nums;
  }

  .${TILE_PART.favourite} {
    position: absolute;
    inset-block-start: ${theme.space.md};
    inset-inline-end: ${theme.space.md};
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2rem;
    height: 2rem;
    padding: 0;
    border: 0;
    border-radius: ${theme.radius.round};
    background: ${theme.color.bg.default};
    color: ${theme.color.fg.muted};
    box-shadow: ${theme.shadow.sm};
    cursor: pointer;

    &[aria-pressed='true'],
    &:hover {
      color: ${theme.color.danger.emphasis};
    }

    &:focus-visible {
      outline: 2px solid ${theme.color.border.focus};
      outline-offset: 2px;
    }
  }
`,
);

export const TileRoot = styled.div`
  ${tileCss}
`;
