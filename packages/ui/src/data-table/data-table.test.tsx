import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { DataTable, type DataTableColumn } from './data-table';

interface Bet {
  id: string;
  game: string;
  amount: number;
}

const columns: DataTableColumn<Bet>[] = [
  { key: 'game', header: 'Game', cell: (row) => row.game, rowHeader: true, sortValue: (row) => row.game },
  {
    key: 'amount',
    header: 'Amount',
    cell: (row) => row.amount.toFixed(2),
    numeric: true,
    sortValue: (row) => row.amount,
  },
  { key: 'id', header: 'Round', cell: (row) => row.id },
];

const rows: Bet[] = [
  { id: 'r1', game: 'Fast 5', amount: 20 },
  { id: 'r2', game: 'Aztec Slot', amount: 5 },
  { id: 'r3', game: 'Mega Wheel', amount: 100 },
];

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getByRole('rowheader').textContent);

function renderTable(props: Partial<Parameters<typeof DataTable<Bet>>[0]> = {}) {
  return renderWithTheme(
    <DataTable
      caption="Betting record"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      loadingLabel="Loading bets"
      emptyText="No bets in these days"
      {...props}
    />,
  );
}

describe('DataTable', () => {
  it('is a table named by its caption, with column headers and row headers', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Betting record' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual(['Game', 'Amount', 'Round']);
    expect(within(table).getByRole('rowheader', { name: 'Fast 5' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Betting record' })).toHaveAttribute('tabindex', '0');
  });

  it('sorts by a sortable column from the button in its header, and says so with aria-sort', async () => {
    renderTable();
    const amountHeader = screen.getByRole('columnheader', { name: /Amount/ });
    expect(amountHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Round' })).not.toHaveAttribute('aria-sort');

    await userEvent.click(within(amountHeader).getByRole('button'));
    expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()).toEqual(['Aztec Slot', 'Fast 5', 'Mega Wheel']);

    await userEvent.click(within(amountHeader).getByRole('button'));
    expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()).toEqual(['Mega Wheel', 'Fast 5', 'Aztec Slot']);
  });

  it('reports a controlled sort and leaves server-sorted rows in their order', async () => {
    const onSortChange = vi.fn();
    renderTable({ sort: { key: 'game', direction: 'ascending' }, onSortChange, manualSort: true });
    expect(firstCells()).toEqual(['Fast 5', 'Aztec Slot', 'Mega Wheel']);
    await userEvent.click(screen.getByRole('button', { name: /Game/ }));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'game', direction: 'descending' });
  });

  it('shows the empty text, and a spinner while the first rows load', () => {
    const { rerender } = renderTable({ rows: [] });
    expect(screen.getByRole('cell', { name: 'No bets in these days' })).toBeInTheDocument();
    rerender(
      <DataTable
        caption="Betting record"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        loading
        loadingLabel="Loading bets"
        emptyText="No bets in these days"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading bets');
    expect(screen.queryByText('No bets in these days')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps the rows while a new page loads', () => {
    renderTable({ loading: true });
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('adds a totals row and a paginator', async () => {
    const onPageChange = vi.fn();
    renderTable({
      footer: { game: 'Total', amount: '125.00' },
      pagination: {
        page: 1,
        pageCount: 3,
        onPageChange,
        label: 'Bet pages',
        previousLabel: 'Previous',
        nextLabel: 'Next',
        pageLabel: (page) => `Page ${page}`,
      },
    });
    const totals = bodyRows().at(-1)!;
    expect(within(totals).getByRole('rowheader')).toHaveTextContent('Total');
    expect(within(totals).getByRole('cell', { name: '125.00' })).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Bet pages' })).getByRole('button', { name: 'Page 2' }),
    );
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
