import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Input } from './input';

describe('Input', () => {
  it('is labelled and typed into', async () => {
    renderWithTheme(<Input label="Username" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'player1');
    expect(input).toHaveValue('player1');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('links its hint and its error with aria-describedby and marks itself invalid', () => {
    renderWithTheme(<Input label="Username" hint="4 to 16 letters" error="This username is taken" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('4 to 16 letters This username is taken');
    expect(screen.getByText('This username is taken')).toBeVisible();
  });

  it('shows a required star in its label and placeholder', () => {
    renderWithTheme(<Input label="Phone" required placeholder="Phone number" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('placeholder', 'Phone number *');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps a description passed in by the caller', () => {
    renderWithTheme(
      <>
        <p id="rules">Letters and digits only</p>
        <Input label="Code" aria-describedby="rules" error="Wrong code" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      'Letters and digits only Wrong code',
    );
  });
});
