// Table: the kit's table for small tables laid out by hand — a bet slip's totals, a draw's prize
// table, a lobby's rooms — where the rows are written as <thead>/<tbody> children. Name it with a
// <caption> child or aria-labelledby (a heading above it), give column headers scope="col" and the
// cell that names a row scope="row". Records (columns from data, sorting, paging, loading and empty
// states) use DataTable, which looks the same.
import type { ComponentPropsWithRef } from 'react';
import { StyledTable, type TableDensity } from './table.styles';

export interface TableProps extends Omit<ComponentPropsWithRef<'table'>, 'className' | 'style'> {
  /** `regular` (default): rows that hold a control; `compact`: tight rows for a side panel. */
  density?: TableDensity;
}

export function Table({ density = 'regular', ...rest }: TableProps) {
  return <StyledTable {...rest} $density={density} />;
}
