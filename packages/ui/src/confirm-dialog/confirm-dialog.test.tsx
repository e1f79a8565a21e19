import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { ConfirmDialog } from './confirm-dialog';

const setup = (overrides: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) => {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithTheme(
    <ConfirmDialog
      open
      title="Log out?"
      message="You will need to log in again."
      confirmLabel="Log out"
      cancelLabel="Stay"
      closeLabel="Close"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...overrides}
    />,
  );
  return { onConfirm, onCancel };
};

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its title and described by its message', () => {
    setup({ tone: 'warning' });
    const dialog = screen.getByRole('alertdialog', { name: 'Log out?' });
    expect(dialog).toHaveAccessibleDescription('You will need to log in again.');
    expect(dialog.querySelector('[data-tone="warning"] svg')).not.toBeNull();
  });

  it('confirms and cancels with its labelled buttons', async () => {
    const { onConfirm, onCancel } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('treats Escape as cancel', async () => {
    const { onCancel, onConfirm } = setup();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('offers one button when there is nothing to cancel', () => {
    setup({ cancelLabel: undefined, tone: 'danger' });
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Close', 'Log out']);
  });
});
