import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Button } from '../button';
import { TOAST_DEFAULT_DURATION_MS, useToast, type ToastOptions } from './toast-context';
import { ToastProvider } from './toast';

function Trigger(options: ToastOptions) {
  const toast = useToast();
  return <Button onClick={() => toast.show(options)}>Notify</Button>;
}

const setup = (options: ToastOptions) => {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithTheme(
    <ToastProvider closeLabel="Dismiss">
      <Trigger {...options} />
    </ToastProvider>,
  );
  return user;
};

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('announces a message politely and dismisses itself after the default duration', async () => {
    const user = setup({ message: 'Saved', tone: 'success' });
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 100));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('uses role=alert for errors and closes from its button', async () => {
    const user = setup({ message: 'Network error', tone: 'danger', duration: 0 });
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pauses while hovered', async () => {
    const user = setup({ message: 'Read me', duration: 1000 });
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.hover(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await user.unhover(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithTheme(<Trigger message="x" />)).toThrow(/ToastProvider/);
  });
});
