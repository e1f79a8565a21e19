import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { ToggleChip, ToggleChipLink } from './toggle-chip';

describe('ToggleChip', () => {
  it('is a toggle button named by its label, its state in aria-pressed', async () => {
    const onClick = vi.fn();
    const { rerender } = renderWithTheme(
      <ToggleChip pressed={false} onClick={onClick}>
        Favourites
      </ToggleChip>,
    );
    const chip = screen.getByRole('button', { name: 'Favourites', pressed: false });
    expect(chip).toHaveAttribute('type', 'button');
    await userEvent.click(chip);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <ToggleChip pressed onClick={onClick}>
        Favourites
      </ToggleChip>,
    );
    expect(screen.getByRole('button', { name: 'Favourites', pressed: true })).toBeInTheDocument();
  });

  it('passes a label for screen readers and does nothing while disabled', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <ToggleChip pressed={false} variant="key" aria-label="Digit 7 at position 1" disabled onClick={onClick}>
        7
      </ToggleChip>,
    );
    const chip = screen.getByRole('button', { name: 'Digit 7 at position 1' });
    expect(chip).toBeDisabled();
    await userEvent.click(chip, { pointerEventsCheck: 0 });
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('ToggleChipLink', () => {
  it('is a link, the current one marked aria-current="page"', () => {
    renderWithTheme(
      <nav>
        <ToggleChipLink href="/rng" current>
          All
        </ToggleChipLink>
        <ToggleChipLink href="/rng?page=PG" current={false}>
          PG Soft
        </ToggleChipLink>
      </nav>,
    );
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'PG Soft' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'PG Soft' })).toHaveAttribute('href', '/rng?page=PG');
  });

  it("renders the element it is given, such as a router's link, with that element's props", () => {
    function RouterLink({ to, children, ...rest }: { to: string; children?: ReactNode }) {
      return (
        <a {...rest} href={`#${to}`} data-router-link="">
          {children}
        </a>
      );
    }
    renderWithTheme(
      <ToggleChipLink as={RouterLink} to="/live" current>
        Live
      </ToggleChipLink>,
    );
    const link = screen.getByRole('link', { name: 'Live' });
    expect(link).toHaveAttribute('href', '#/live');
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});
