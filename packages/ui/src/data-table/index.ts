export {
  DataTable,
  sortRows,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  type SortDirection,
} from './data-table';
