// VirtualList and VirtualGrid: thin wrappers on @tanstack/react-virtual for the long game lists
// (the lobby holds about 10,000 slot games). Only the rows in view (plus overscan) are in the
// DOM. The scroll box is a focusable, labelled list so keyboard users can scroll it; items carry
// aria-setsize/aria-posinset because most of the list is not rendered.
import type { Tokens } from '@portal/theme';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type Key, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { useCssLengthPx } from './css-length';
import { useVirtualRows } from './use-virtual-rows';
import { gridRowStyle, GridRow, Row, ScrollBox, Track } from './virtual-list.styles';

type SpaceToken = keyof Tokens['space'];

export interface VirtualListProps {
  count: number;
  /** Estimated row height in pixels; rows are measured once rendered. */
  estimateSize: number;
  renderItem: (index: number) => ReactNode;
  /** Names the list for screen readers, e.g. "Slot games". */
  label: string;
  /** CSS height of the scroll box, e.g. "70vh". */
  height: string;
  getItemKey?: (index: number) => Key;
  overscan?: number;
  gap?: SpaceToken;
}

export function VirtualList({
  count,
  estimateSize,
  renderItem,
  label,
  height,
  getItemKey,
  overscan = 6,
  gap = 'none',
}: VirtualListProps) {
  const theme = useTheme();
  const scrollRef = useRef<HTMLDivElement>(null);
  const gapPx = useCssLengthPx(theme.space[gap]);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    overscan,
    gap: gapPx,
    getItemKey,
  });
  return (
    <ScrollBox ref={scrollRef} $height={height} tabIndex={0} role="region" aria-label={label}>
      <Track role="list" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <Row
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            role="listitem"
            aria-setsize={count}
            aria-posinset={item.index + 1}
            style={{ transform: `translateY(${item.start}px)` }}
          >
            {renderItem(item.index)}
          </Row>
        ))}
      </Track>
    </ScrollBox>
  );
}

export interface VirtualGridProps {
  count: number;
  /** Estimated row height in pixels; rows are measured once rendered. */
  estimateRowHeight: number;
  renderItem: (index: number) => ReactNode;
  label: string;
  height: string;
  /** A fixed number of columns. */
  columns?: number;
  /** Or: as many columns as fit at this minimum width in pixels (game tiles). */
  minColumnWidth?: number;
  gap?: SpaceToken;
  overscan?: number;
}

export function VirtualGrid({
  count,
  estimateRowHeight,
  renderItem,
  label,
  height,
  columns,
  minColumnWidth = 160,
  gap = 'md',
  overscan = 3,
}: VirtualGridProps) {
  const theme = useTheme();
  const { scrollRef, perRow, virtualizer } = useVirtualRows({
    count,
    estimateRowHeight,
    columns,
    minColumnWidth,
    gap,
    overscan,
  });

  return (
    <ScrollBox ref={scrollRef} $height={height} tabIndex={0} role="region" aria-label={label}>
      <Track role="list" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const first = row.index * perRow;
          const indices = Array.from({ length: Math.min(perRow, count - first) }, (_, offset) => first + offset);
          return (
            <GridRow
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              role="presentation"
              style={gridRowStyle(perRow, theme.space[gap], row.start)}
            >
              {indices.map((index) => (
                <div key={index} role="listitem" aria-setsize={count} aria-posinset={index + 1}>
                  {renderItem(index)}
                </div>
              ))}
            </GridRow>
          );
        })}
      </Track>
    </ScrollBox>
  );
}

export { columnsThatFit } from './use-virtual-rows';
