import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';

interface Transaction {
  id: number;
  kind: string;
  amount: number;
  balance: number;
  at: string;
}

const money = (value: number) => `${value < 0 ? '-' : ''}$${Math.abs(value).toFixed(2)}`;

const columns: DataTableColumn<Transaction>[] = [
  { key: 'at', header: 'Time', cell: (row) => row.at, rowHeader: true, sortValue: (row) => row.at },
  { key: 'kind', header: 'Type', cell: (row) => row.kind },
  { key: 'amount', header: 'Amount', cell: (row) => money(row.amount), numeric: true, sortValue: (row) => row.amount },
  { key: 'balance', header: 'Balance', cell: (row) => money(row.balance), numeric: true },
];

const allRows: Transaction[] = Array.from({ length: 45 }, (_, index) => ({
  id: index + 1,
  kind: ['Deposit', 'Bet', 'Win', 'Bonus'][index % 4]!,
  amount: [100, -12.5, 30, 5][index % 4]!,
  balance: 1000 + index * 7.25,
  at: `2026-11-${String(24 - (index % 20)).padStart(2, '0')} 1${index % 10}:00`,
}));

const PAGE_SIZE = 10;

function Paged(args: DataTableProps<Transaction>) {
  const [page, setPage] = useState(1);
  return (
    <DataTable
      {...args}
      rows={allRows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
      pagination={{
        page,
        pageCount: Math.ceil(allRows.length / PAGE_SIZE),
        onPageChange: setPage,
        label: 'Account record pages',
        previousLabel: 'Previous page',
        nextLabel: 'Next page',
        pageLabel: (n) => `Page ${n}`,
      }}
    />
  );
}

const meta = {
  title: 'Data display/DataTable',
  component: DataTable<Transaction>,
  args: {
    caption: 'Account record',
    columns,
    rows: allRows.slice(0, 6),
    rowKey: (row: Transaction) => row.id,
    loadingLabel: 'Loading transactions',
    emptyText: 'No transactions in these days',
  },
} satisfies Meta<typeof DataTable<Transaction>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Account record' });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(within(table).getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'none');
  },
};

export const Playground: Story = { args: { hideCaption: true } };

export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /Amount/ });
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const firstRow = canvas.getAllByRole('row')[1]!;
    await expect(within(firstRow).getByRole('cell', { name: '-$12.50' })).toBeInTheDocument();
  },
};

export const WithTotals: Story = {
  args: { footer: { at: 'Total', amount: money(allRows.slice(0, 6).reduce((sum, row) => sum + row.amount, 0)) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
  },
};

export const WithPaginator: Story = {
  render: (args) => <Paged {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent(allRows[20]!.at);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('cell', { name: 'No transactions in these days' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading transactions');
  },
};
