import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Select } from './select';

const banks = [
  { value: 'kbank', label: 'Kasikorn' },
  { value: 'scb', label: 'Siam Commercial' },
];

describe('Select', () => {
  it('is labelled and reports the chosen value', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <Select
        label="Bank"
        options={banks}
        placeholder="Choose a bank"
        defaultValue=""
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), 'scb');
    expect(onChange).toHaveBeenCalledWith('scb');
  });

  it('links its error and marks itself invalid', () => {
    renderWithTheme(<Select label="Bank" options={banks} error="Choose your bank" />);
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose your bank');
  });
});
