import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { CloseIcon } from '../icons';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its label, not by its icon', async () => {
    const onClick = vi.fn();
    renderWithTheme(<IconButton label="Close" icon={<CloseIcon />} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
