import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { GameGrid } from './game-grid';
import { nextGridIndex } from './grid-navigation';

// happy-dom has no layout: give every element a 800 x 600 box so the virtualizer sees a viewport.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 800,
    height: 600,
    top: 0,
    left: 0,
    right: 800,
    bottom: 600,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  // Tall enough for the scroll box to scroll to its last row.
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(10_000_000);
});
afterEach(() => vi.restoreAllMocks());

describe('nextGridIndex', () => {
  it.each([
    // key, from, expected (10 items, 4 per row)
    ['ArrowRight', 0, 1],
    ['ArrowRight', 9, 9],
    ['ArrowLeft', 0, 0],
    ['ArrowLeft', 4, 3],
    ['ArrowDown', 1, 5],
    ['ArrowDown', 6, 6],
    ['ArrowUp', 5, 1],
    ['ArrowUp', 2, 2],
    ['Home', 6, 4],
    ['End', 4, 7],
    ['End', 8, 9],
    ['PageDown', 0, 9],
    ['PageUp', 9, 0],
  ])('%s from %i goes to %i', (key, from, expected) => {
    expect(nextGridIndex(key, from, 10, 4)).toBe(expected);
  });

  it('jumps to the first and last item with Ctrl+Home/End, mirrors arrows right to left, ignores other keys', () => {
    expect(nextGridIndex('Home', 6, 10, 4, { ctrl: true })).toBe(0);
    expect(nextGridIndex('End', 1, 10, 4, { ctrl: true })).toBe(9);
    expect(nextGridIndex('ArrowLeft', 1, 10, 4, { rtl: true })).toBe(2);
    expect(nextGridIndex('a', 1, 10, 4)).toBeNull();
    expect(nextGridIndex('ArrowRight', 0, 0, 4)).toBeNull();
  });
});

function renderGrid(onLaunch = vi.fn(), count = 10_000) {
  renderWithTheme(
    <GameGrid
      count={count}
      columns={5}
      estimateRowHeight={200}
      height="600px"
      label="Slot games"
      renderItem={({ index, tabIndex }) => (
        <button type="button" tabIndex={tabIndex} data-roving-target="" onClick={() => onLaunch(index)}>
          Game {index + 1}
        </button>
      )}
    />,
  );
  return onLaunch;
}

describe('GameGrid', () => {
  it('keeps the tiles in the DOM bounded over ten thousand games', async () => {
    renderGrid();
    const grid = screen.getByRole('grid', { name: 'Slot games' });
    expect(grid).toHaveAttribute('aria-rowcount', '2000');
    const cells = await screen.findAllByRole('gridcell');
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.length).toBeLessThanOrEqual(200);
    expect(screen.queryByRole('button', { name: 'Game 5000' })).not.toBeInTheDocument();
  });

  it('tells which items are in the DOM, so their data can be fetched', async () => {
    const onRangeChange = vi.fn();
    renderWithTheme(
      <GameGrid
        count={10_000}
        columns={5}
        estimateRowHeight={200}
        height="600px"
        label="Slot games"
        onRangeChange={onRangeChange}
        renderItem={({ index }) => `Game ${index + 1}`}
      />,
    );
    await screen.findAllByRole('gridcell');
    const [first, last] = onRangeChange.mock.lastCall ?? [];
    expect(first).toBe(0);
    expect(last).toBeGreaterThan(4);
    expect(last).toBeLessThan(200);
  });

  it('has one tab stop, moves with the arrow keys and launches with Enter', async () => {
    const user = userEvent.setup();
    const onLaunch = renderGrid();
    await screen.findByRole('button', { name: 'Game 1' });
    const tabStops = screen.getAllByRole('button').filter((button) => button.tabIndex === 0);
    expect(tabStops.map((button) => button.textContent)).toEqual(['Game 1']);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Game 1' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Game 2' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Game 7' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Game 7' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Game 1' })).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Game 10' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Home}');
    expect(screen.getByRole('button', { name: 'Game 1' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(onLaunch).toHaveBeenCalledWith(0);
  });

  it('brings a row that was not rendered into the DOM and focuses its tile', async () => {
    const user = userEvent.setup();
    renderGrid();
    await screen.findByRole('button', { name: 'Game 1' });
    await user.tab();
    await user.keyboard('{Control>}{End}{/Control}');
    // happy-dom scrolls without telling anyone: send the scroll event a browser would.
    const scrollBox = screen.getByRole('grid').parentElement as HTMLElement;
    expect(scrollBox.scrollTop).toBeGreaterThan(0);
    fireEvent.scroll(scrollBox);
    expect(await screen.findByRole('button', { name: 'Game 10000' })).toHaveFocus();
  });
});

describe('GameGrid first-paint row', () => {
  const cells = (
    <>
      <div role="gridcell">Painted one</div>
      <div role="gridcell">Painted two</div>
    </>
  );

  it('shows the first-paint cells as its first row, in as many columns as fit, while it has no items', () => {
    renderWithTheme(
      <GameGrid count={0} label="Slot games" height="400px" renderItem={() => null} firstPaintRow={cells} />,
    );
    const row = screen.getByRole('row');
    expect(row).toHaveAttribute('aria-rowindex', '1');
    expect(row.style.gridTemplateColumns).toBe('repeat(auto-fill, minmax(min(168px, 100%), 1fr))');
    expect(screen.getAllByRole('gridcell').map((cell) => cell.textContent)).toEqual(['Painted one', 'Painted two']);
  });

  it('shows its items instead once it has them', () => {
    renderWithTheme(
      <GameGrid
        count={3}
        label="Slot games"
        height="400px"
        renderItem={({ index }) => <span>Game {index}</span>}
        firstPaintRow={cells}
      />,
    );
    expect(screen.queryByText('Painted one')).not.toBeInTheDocument();
    expect(screen.getByText('Game 0')).toBeInTheDocument();
  });
});
