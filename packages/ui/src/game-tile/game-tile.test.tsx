import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { GameTile } from './game-tile';

describe('GameTile', () => {
  it('is one button named by the game, its vendor, the minimum bet and the hot badge', async () => {
    const onLaunch = vi.fn();
    renderWithTheme(
      <GameTile
        name="Lucky Dragon"
        vendor="PG Soft"
        imageSrc="/dragon.png"
        hot
        hotLabel="Hot"
        minBetLabel="Min 1 · 25 lines"
        onLaunch={onLaunch}
      />,
    );
    const tile = screen.getByRole('button', { name: 'Lucky Dragon PG Soft Min 1 · 25 lines Hot' });
    await userEvent.click(tile);
    expect(onLaunch).toHaveBeenCalledTimes(1);
  });

  it('has no badge when the game is not hot and no toggle without favourite props', () => {
    renderWithTheme(
      <GameTile name="Fish Hunter" vendor="JDB" imageSrc="/fish.png" hotLabel="Hot" onLaunch={vi.fn()} />,
    );
    expect(screen.queryByText('Hot')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('toggles the favourite with a pressed state of its own', async () => {
    const onToggle = vi.fn();
    const onLaunch = vi.fn();
    const { rerender } = renderWithTheme(
      <GameTile
        name="Lucky Dragon"
        vendor="PG Soft"
        imageSrc="/dragon.png"
        onLaunch={onLaunch}
        favourite={{ on: false, onToggle, label: 'Favourite Lucky Dragon' }}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Favourite Lucky Dragon' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(onLaunch).not.toHaveBeenCalled();
    rerender(
      <GameTile
        name="Lucky Dragon"
        vendor="PG Soft"
        imageSrc="/dragon.png"
        onLaunch={onLaunch}
        favourite={{ on: true, onToggle, label: 'Favourite Lucky Dragon' }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Favourite Lucky Dragon' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('gives both buttons the tab index a roving grid asks for', () => {
    renderWithTheme(
      <GameTile
        name="Lucky Dragon"
        vendor="PG Soft"
        imageSrc="/dragon.png"
        onLaunch={vi.fn()}
        tabIndex={-1}
        favourite={{ on: false, onToggle: vi.fn(), label: 'Favourite' }}
      />,
    );
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAttribute('tabindex', '-1');
  });
});
