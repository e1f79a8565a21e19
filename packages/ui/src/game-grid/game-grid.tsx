// GameGrid: the lobby's virtualised grid of game tiles (@tanstack/react-virtual). Only the rows in
// view plus `overscan` are in the DOM, so 10,000 games keep a few dozen tiles mounted. It is an
// ARIA grid with one tab stop (roving tabindex): arrow keys, Home/End and PageUp/PageDown move the
// focus from tile to tile, scrolling the row into view first when it is not rendered; Enter or
// Space presses the focused tile's button (the tile launches its game).
import type { Tokens } from '@portal/theme';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type Key,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTheme } from 'styled-components';
import { useVirtualRows } from '../virtual-list/use-virtual-rows';
import { firstPaintRowStyle, gridRowStyle, GridRow, ScrollBox, Track } from '../virtual-list/virtual-list.styles';
import { nextGridIndex } from './grid-navigation';

type SpaceToken = keyof Tokens['space'];

export interface GameGridCell {
  index: number;
  /** 0 on the grid's one tab stop, -1 elsewhere: give it to every focusable control of the tile. */
  tabIndex: 0 | -1;
}

export interface GameGridProps {
  count: number;
  renderItem: (cell: GameGridCell) => ReactNode;
  /** Names the grid, e.g. "Slot games". */
  label: string;
  /** CSS height of the scroll box, e.g. "70vh". */
  height: string;
  estimateRowHeight?: number;
  /** A fixed number of columns, or as many as fit at `minColumnWidth` pixels. */
  columns?: number;
  minColumnWidth?: number;
  gap?: SpaceToken;
  overscan?: number;
  getItemKey?: (index: number) => Key;
  /** Told the first and last item index in the DOM whenever they change (to fetch the data of those items). */
  onRangeChange?: (first: number, last: number) => void;
  /**
   * Cells (role="gridcell") shown as the first row while the grid has no items, laid out as the
   * grid's columns will be by CSS alone: a page's first paint has no script to measure the width.
   */
  firstPaintRow?: ReactNode;
}

const ITEM_ATTRIBUTE = 'data-grid-index';

export function GameGrid({
  count,
  renderItem,
  label,
  height,
  estimateRowHeight = 220,
  columns,
  minColumnWidth = 168,
  gap = 'md',
  overscan = 2,
  getItemKey,
  onRangeChange,
  firstPaintRow,
}: GameGridProps) {
  const theme = useTheme();
  const trackRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<number | null>(null);
  const [activeState, setActive] = useState(0);
  const { scrollRef, perRow, rowCount, virtualizer } = useVirtualRows({
    count,
    estimateRowHeight,
    columns,
    minColumnWidth,
    gap,
    overscan,
  });
  const rows = virtualizer.getVirtualItems();
  const active = Math.min(activeState, Math.max(0, count - 1));

  // The tab stop: the active tile, or the first rendered one when the active tile scrolled away
  // (so Tab always lands in the grid).
  const firstRendered = rows.length > 0 ? (rows[0]?.index ?? 0) * perRow : 0;
  const activeRow = Math.floor(active / perRow);
  const activeRendered = rows.some((row) => row.index === activeRow);
  const tabStop = activeRendered ? active : firstRendered;

  const focusItem = useCallback((index: number) => {
    const cell = trackRef.current?.querySelector<HTMLElement>(`[${ITEM_ATTRIBUTE}="${index}"]`);
    if (!cell) return false;
    const target =
      cell.querySelector<HTMLElement>('[data-roving-target]') ??
      cell.querySelector<HTMLElement>('button, a[href], [tabindex]');
    (target ?? cell).focus();
    return true;
  }, []);

  const firstIndex = rows.length > 0 ? (rows[0]?.index ?? 0) * perRow : 0;
  const lastIndex = rows.length > 0 ? Math.min(count - 1, ((rows[rows.length - 1]?.index ?? 0) + 1) * perRow - 1) : -1;
  useEffect(() => {
    if (lastIndex >= firstIndex) onRangeChange?.(firstIndex, lastIndex);
  }, [firstIndex, lastIndex, onRangeChange]);

  // After a move to a row that was not rendered, focus the tile once its row is in the DOM.
  useLayoutEffect(() => {
    if (pendingFocus.current !== null && focusItem(pendingFocus.current)) pendingFocus.current = null;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = Number(
      (event.target as HTMLElement).closest(`[${ITEM_ATTRIBUTE}]`)?.getAttribute(ITEM_ATTRIBUTE) ?? active,
    );
    const rtl =
      typeof getComputedStyle === 'function' && scrollRef.current
        ? getComputedStyle(scrollRef.current).direction === 'rtl'
        : false;
    const next = nextGridIndex(event.key, from, count, perRow, { ctrl: event.ctrlKey || event.metaKey, rtl });
    if (next === null) return;
    event.preventDefault();
    if (next === from) return;
    setActive(next);
    virtualizer.scrollToIndex(Math.floor(next / perRow), { align: 'auto' });
    if (!focusItem(next)) pendingFocus.current = next;
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = (event.target as HTMLElement).closest(`[${ITEM_ATTRIBUTE}]`)?.getAttribute(ITEM_ATTRIBUTE);
    if (index != null && Number(index) !== active) setActive(Number(index));
  };

  return (
    <ScrollBox ref={scrollRef} $height={height}>
      <Track
        ref={trackRef}
        role="grid"
        aria-label={label}
        aria-rowcount={rowCount}
        aria-colcount={perRow}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {count === 0 && firstPaintRow && (
          <GridRow role="row" aria-rowindex={1} style={firstPaintRowStyle(minColumnWidth, theme.space[gap])}>
            {firstPaintRow}
          </GridRow>
        )}
        {rows.map((row) => {
          const first = row.index * perRow;
          const indices = Array.from(
            { length: Math.max(0, Math.min(perRow, count - first)) },
            (_, offset) => first + offset,
          );
          return (
            <GridRow
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              role="row"
              aria-rowindex={row.index + 1}
              style={gridRowStyle(perRow, theme.space[gap], row.start)}
            >
              {indices.map((index) => (
                <div
                  key={getItemKey ? getItemKey(index) : index}
                  role="gridcell"
                  aria-colindex={(index % perRow) + 1}
                  {...{ [ITEM_ATTRIBUTE]: index }}
                >
                  {renderItem({ index, tabIndex: index === tabStop ? 0 : -1 })}
                </div>
              ))}
            </GridRow>
          );
        })}
      </Track>
    </ScrollBox>
  );
}
