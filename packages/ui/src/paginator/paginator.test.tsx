import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { paginationItems } from './pagination-items';
import { Paginator } from './paginator';

/** The items as the eye reads them, e.g. "1 … 4 5 6 … 20". */
const read = (current: number, count: number) =>
  paginationItems(current, count)
    .map((item) => (item.type === 'gap' ? '…' : String(item.page)))
    .join(' ');

describe('paginationItems (range 3, margin 1)', () => {
  it.each([
    [1, 20, '1 2 3 … 20'],
    [3, 20, '1 2 3 4 … 20'],
    [4, 20, '1 2 3 4 5 … 20'],
    [5, 20, '1 … 4 5 6 … 20'],
    [10, 20, '1 … 9 10 11 … 20'],
    [16, 20, '1 … 15 16 17 … 20'],
    [17, 20, '1 … 16 17 18 19 20'],
    [20, 20, '1 … 18 19 20'],
    [2, 5, '1 2 3 4 5'],
    [1, 1, '1'],
  ])('page %i of %i reads %s', (current, count, expected) => {
    expect(read(current, count)).toBe(expected);
  });

  it('clamps an out-of-range page and gives nothing for no pages', () => {
    expect(read(99, 20)).toBe('1 … 18 19 20');
    expect(paginationItems(1, 0)).toEqual([]);
  });
});

describe('Paginator', () => {
  const setup = (page: number) => {
    const onPageChange = vi.fn();
    renderWithTheme(
      <Paginator
        page={page}
        pageCount={20}
        onPageChange={onPageChange}
        label="Pages"
        previousLabel="Previous page"
        nextLabel="Next page"
        pageLabel={(n) => `Page ${n}`}
      />,
    );
    return onPageChange;
  };

  it('is a navigation landmark that marks the current page', () => {
    setup(5);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
    expect(within(nav).queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();
  });

  it('moves with previous, next and page buttons', async () => {
    const onPageChange = setup(5);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 20' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange.mock.calls).toEqual([[6], [4], [20]]);
  });

  it('disables previous on the first page', () => {
    setup(1);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });
});
