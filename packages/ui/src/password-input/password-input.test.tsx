import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { PasswordInput } from './password-input';

describe('PasswordInput', () => {
  it('hides the value until the toggle shows it, and hides it again', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <PasswordInput label="Password" showPasswordLabel="Show password" hidePasswordLabel="Hide password" />,
    );
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    const toggle = screen.getByRole('button', { name: 'Hide password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('keeps the error linked like any Input', () => {
    renderWithTheme(
      <PasswordInput label="Password" error="Too short" showPasswordLabel="Show" hidePasswordLabel="Hide" />,
    );
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription('Too short');
  });
});
