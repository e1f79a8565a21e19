import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { SearchField } from './search-field';

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchField
      label="Search games"
      clearLabel="Clear search"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SearchField', () => {
  it('is a labelled search box that reports every keystroke', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Controlled onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(box, 'rồng');
    expect(box).toHaveValue('rồng');
    expect(onChange).toHaveBeenLastCalledWith('rồng');
  });

  it('shows a clear button only with text, which empties the box and keeps the focus there', async () => {
    renderWithTheme(<Controlled onChange={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(box, 'มังกร');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('clears with Escape', async () => {
    renderWithTheme(<Controlled onChange={vi.fn()} />);
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(box, 'dragon{Escape}');
    expect(box).toHaveValue('');
  });
});
