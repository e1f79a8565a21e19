import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Table } from './table';

describe('Table', () => {
  it('is a table named by its caption, with column headers and row headers', () => {
    renderWithTheme(
      <Table>
        <caption>Prize table of issue 2026-001</caption>
        <thead>
          <tr>
            <th scope="col">Prize</th>
            <th scope="col">Numbers</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Special</th>
            <td>12345</td>
          </tr>
        </tbody>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Prize table of issue 2026-001' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Prize', 'Numbers']);
    expect(within(table).getByRole('rowheader', { name: 'Special' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '12345' })).toBeInTheDocument();
  });

  it("passes the table's own attributes: a name from a heading, a test id", () => {
    renderWithTheme(
      <>
        <h2 id="bets-heading">My bets</h2>
        <Table density="compact" aria-labelledby="bets-heading" data-testid="my-bets">
          <tbody>
            <tr>
              <th scope="row">Big</th>
              <td>Won</td>
            </tr>
          </tbody>
        </Table>
      </>,
    );
    expect(screen.getByRole('table', { name: 'My bets' })).toBe(screen.getByTestId('my-bets'));
  });
});
