export { Table, type TableProps } from './table';
export type { TableDensity } from './table.styles';
