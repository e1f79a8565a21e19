// Virtual list and grid looks: a scroll box of a given height over a tall inner track whose rows
// are absolutely positioned by the virtualizer.
import type { CSSProperties } from 'react';
import { styled } from 'styled-components';

export const ScrollBox = styled.div<{ $height: string }>`
  height: ${({ $height }) => $height};
  overflow: auto;
  overscroll-behavior: contain;
  contain: strict;
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const Track = styled.div`
  position: relative;
  width: 100%;
  margin: 0;
  padding: 0;
`;

export const Row = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
`;

/**
 * A grid row's rule is static (no interpolation): styled-components then computes it once, not per
 * row and render (a lobby search re-renders every row in view per keystroke). The columns, the gap
 * and the row's place come inline (gridRowStyle).
 */
export const GridRow = styled(Row)`
  display: grid;
`;

export function gridRowStyle(columns: number, gap: string, start: number): CSSProperties {
  return { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap, transform: `translateY(${start}px)` };
}

/**
 * The first row of a grid painted before any script runs: as many columns as fit at `minWidth`
 * (CSS auto-fill counts them as columnsThatFit does), in the first row's place.
 */
export function firstPaintRowStyle(minWidth: number, gap: string): CSSProperties {
  return { gridTemplateColumns: `repeat(auto-fill, minmax(min(${minWidth}px, 100%), 1fr))`, gap };
}
