import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Menu, type MenuItem } from './menu';

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

function setup() {
  const profile = vi.fn();
  const logout = vi.fn();
  const items: MenuItem[] = [
    { id: 'profile', label: 'Profile', onSelect: profile },
    { id: 'history', label: 'Betting record', onSelect: vi.fn(), disabled: true },
    { id: 'logout', label: 'Log out', onSelect: logout, danger: true },
  ];
  const user = userEvent.setup();
  renderWithTheme(<Menu label="Account" items={items} />);
  return { user, profile, logout, trigger: screen.getByRole('button', { name: 'Account' }) };
}

describe('Menu', () => {
  it('is a menu button that opens a labelled menu on click', async () => {
    const { user, trigger } = setup();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem')).toHaveLength(3);
  });

  it('opens from the keyboard, moves with arrows past disabled items, and selects with Enter', async () => {
    const { user, trigger, logout } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await settle();
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await settle();
    await user.keyboard('{Escape}');
    await settle();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
