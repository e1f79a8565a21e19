export { columnsThatFit, VirtualGrid, VirtualList, type VirtualGridProps, type VirtualListProps } from './virtual-list';
