// DataTable: an accessible table for records. A caption names it (and the scrolling region around
// it), column headers have scope="col", a column with `sortValue` sorts from a button in its header
// with aria-sort on the header, numeric columns are right-aligned in tabular figures, and the body
// shows a loading state and an empty state of its own. Records are paged by the platform (at most
// 100 rows a page), so the body is not virtualised: the Paginator under it is the way through a
// long list (pass `pagination`).
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Paginator, type PaginatorProps } from '../paginator';
import { Spinner } from '../spinner';
import {
  BodyCell,
  Caption,
  Footer,
  FooterRow,
  HeaderCell,
  RowHeaderCell,
  SortButton,
  SortMark,
  StateCell,
  StyledTable,
  TableScroll,
} from './data-table.styles';

export type SortDirection = 'ascending' | 'descending';

export interface DataTableSort {
  key: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  /** Unique among the columns; names the column in `sort` and `footer`. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts: right-aligned, tabular figures. */
  numeric?: boolean;
  /** This column's cell names its row (a th with scope="row"), e.g. the day of a day's totals. */
  rowHeader?: boolean;
  /** Makes the column sortable; rows are ordered by this value. */
  sortValue?: (row: Row) => string | number;
}

export interface DataTableProps<Row> {
  /** Names the table (a caption) and its scrolling region. */
  caption: ReactNode;
  /** Keep the caption for screen readers only (a heading above already says it). */
  hideCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Rows are being fetched: without rows the body shows a spinner, with rows the table is busy. */
  loading?: boolean;
  loadingLabel: string;
  /** Shown in the body when there are no rows and nothing is loading. */
  emptyText: ReactNode;
  /** A totals row under the body: content per column key. */
  footer?: Partial<Record<string, ReactNode>>;
  /** Controlled sort (with `onSortChange`); without it the table keeps its own, from `defaultSort`. */
  sort?: DataTableSort | null;
  defaultSort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  /** The rows arrive sorted (e.g. by the platform): the table shows the state but does not reorder. */
  manualSort?: boolean;
  /** A Paginator under the table (hidden with a single page). */
  pagination?: PaginatorProps;
}

const nextDirection = (current: DataTableSort | null, key: string): SortDirection =>
  current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending';

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  sort: DataTableSort | null,
): readonly Row[] {
  const sortValue = sort ? columns.find((column) => column.key === sort.key)?.sortValue : undefined;
  if (!sort || !sortValue) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(sortValue(a), sortValue(b)));
}

export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  loading = false,
  loadingLabel,
  emptyText,
  footer,
  sort: controlledSort,
  defaultSort = null,
  onSortChange,
  manualSort = false,
  pagination,
}: DataTableProps<Row>) {
  const captionId = useId();
  const [ownSort, setOwnSort] = useState<DataTableSort | null>(defaultSort);
  const sort = controlledSort === undefined ? ownSort : controlledSort;
  const shownRows = useMemo(
    () => (manualSort ? rows : sortRows(rows, columns, sort)),
    [manualSort, rows, columns, sort],
  );

  const changeSort = (key: string) => {
    const next = { key, direction: nextDirection(sort, key) };
    if (controlledSort === undefined) setOwnSort(next);
    onSortChange?.(next);
  };

  const bodyState =
    loading && rows.length === 0 ? <Spinner label={loadingLabel} /> : rows.length === 0 ? emptyText : null;

  return (
    <div>
      {/* A focusable, named region: keyboard users can scroll a wide table sideways. */}
      <TableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
        <StyledTable aria-busy={loading || undefined}>
          <Caption id={captionId} $hidden={hideCaption}>
            {caption}
          </Caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const numeric = Boolean(column.numeric);
                const active = sort?.key === column.key;
                return (
                  <HeaderCell
                    key={column.key}
                    scope="col"
                    $numeric={numeric}
                    aria-sort={column.sortValue ? (active ? sort.direction : 'none') : undefined}
                  >
                    {column.sortValue ? (
                      <SortButton type="button" $numeric={numeric} onClick={() => changeSort(column.key)}>
                        {column.header}
                        <SortMark aria-hidden="true" $active={active}>
                          {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                        </SortMark>
                      </SortButton>
                    ) : (
                      column.header
                    )}
                  </HeaderCell>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {bodyState !== null ? (
              <tr>
                <StateCell colSpan={columns.length}>{bodyState}</StateCell>
              </tr>
            ) : (
              shownRows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <RowHeaderCell key={column.key} scope="row" $numeric={Boolean(column.numeric)}>
                        {column.cell(row)}
                      </RowHeaderCell>
                    ) : (
                      <BodyCell key={column.key} $numeric={Boolean(column.numeric)}>
                        {column.cell(row)}
                      </BodyCell>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
          {footer && rows.length > 0 && (
            <tfoot>
              <FooterRow>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <RowHeaderCell key={column.key} scope="row" $numeric={Boolean(column.numeric)}>
                      {footer[column.key]}
                    </RowHeaderCell>
                  ) : (
                    <BodyCell key={column.key} $numeric={Boolean(column.numeric)}>
                      {footer[column.key]}
                    </BodyCell>
                  ),
                )}
              </FooterRow>
            </tfoot>
          )}
        </StyledTable>
      </TableScroll>
      {pagination && pagination.pageCount > 1 && (
        <Footer>
          <Paginator {...pagination} />
        </Footer>
      )}
    </div>
  );
}
