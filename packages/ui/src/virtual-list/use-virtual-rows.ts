// The virtualised rows of a grid of equal tiles (VirtualGrid, GameGrid): as many columns as fit the
// scroll box's width (or a fixed count), rows of `perRow` tiles, and the row virtualizer.
import type { Tokens } from '@portal/theme';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTheme } from 'styled-components';
import { useCssLengthPx } from './css-length';

/** How many columns of at least `minWidth` fit in `width` with `gap` between them. */
export function columnsThatFit(width: number, minWidth: number, gap: number): number {
  if (width <= 0 || minWidth <= 0) return 1;
  return Math.max(1, Math.floor((width + gap) / (minWidth + gap)));
}

export interface VirtualRowsOptions {
  count: number;
  estimateRowHeight: number;
  columns: number | undefined;
  minColumnWidth: number;
  gap: keyof Tokens['space'];
  overscan: number;
}

export function useVirtualRows({
  count,
  estimateRowHeight,
  columns,
  minColumnWidth,
  gap,
  overscan,
}: VirtualRowsOptions) {
  const theme = useTheme();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const gapPx = useCssLengthPx(theme.space[gap]);

  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box || columns) return undefined;
    setWidth(box.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, [columns]);

  const perRow = columns ?? columnsThatFit(width, minColumnWidth, gapPx);
  const rowCount = Math.ceil(count / perRow);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateRowHeight,
    overscan,
    gap: gapPx,
  });
  return { scrollRef, perRow, rowCount, virtualizer, gapPx };
}
