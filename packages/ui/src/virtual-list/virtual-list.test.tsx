import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { columnsThatFit, VirtualGrid, VirtualList } from './virtual-list';

// happy-dom has no layout: give every element a 400 x 300 box so the virtualizer sees a viewport.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 400,
    height: 300,
    top: 0,
    left: 0,
    right: 400,
    bottom: 300,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
});
afterEach(() => vi.restoreAllMocks());

describe('VirtualList', () => {
  it('renders only the rows in view out of ten thousand', async () => {
    renderWithTheme(
      <VirtualList
        count={10_000}
        estimateSize={50}
        height="300px"
        label="Games"
        renderItem={(index) => `Game ${index + 1}`}
      />,
    );
    expect(screen.getByRole('region', { name: 'Games' })).toHaveAttribute('tabindex', '0');
    const items = await screen.findAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(50);
    expect(items[0]).toHaveTextContent('Game 1');
    expect(items[0]).toHaveAttribute('aria-setsize', '10000');
    expect(screen.queryByText('Game 5000')).not.toBeInTheDocument();
  });
});

describe('VirtualGrid', () => {
  it('fills rows with as many columns as fit', () => {
    expect(columnsThatFit(400, 120, 12)).toBe(3);
    expect(columnsThatFit(100, 120, 12)).toBe(1);
    expect(columnsThatFit(0, 120, 12)).toBe(1);
  });

  it('renders rows of items with their positions', async () => {
    renderWithTheme(
      <VirtualGrid
        count={1000}
        columns={4}
        estimateRowHeight={100}
        height="300px"
        label="Slots"
        renderItem={(index) => `Tile ${index + 1}`}
      />,
    );
    const items = await screen.findAllByRole('listitem');
    expect(items.length % 4).toBe(0);
    expect(items.length).toBeLessThan(100);
    expect(items[5]).toHaveAttribute('aria-posinset', '6');
    expect(items[5]).toHaveTextContent('Tile 6');
  });
});
