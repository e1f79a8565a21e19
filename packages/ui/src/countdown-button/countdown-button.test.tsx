import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { CountdownButton } from './countdown-button';

const label = (remaining: number) => (remaining > 0 ? `Code sent (${remaining})` : 'Send code');

function SmsField({ seconds, onComplete }: { seconds: number; onComplete: () => void }) {
  const [counting, setCounting] = useState(false);
  return (
    <CountdownButton
      seconds={seconds}
      counting={counting}
      onClick={() => setCounting(true)}
      onComplete={() => {
        setCounting(false);
        onComplete();
      }}
    >
      {label}
    </CountdownButton>
  );
}

describe('CountdownButton', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('counts down once started, disabled meanwhile, then completes', async () => {
    const onComplete = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithTheme(<SmsField seconds={60} onComplete={onComplete} />);
    const button = screen.getByRole('button', { name: 'Send code' });
    expect(button).toBeEnabled();

    await user.click(button);
    expect(button).toHaveTextContent('Code sent (60)');
    expect(button).toBeDisabled();

    act(() => vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Code sent (59)');
    act(() => vi.advanceTimersByTime(58_000));
    expect(button).toHaveTextContent('Code sent (1)');
    expect(onComplete).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Send code');
    expect(button).toBeEnabled();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('does not count before it is started', () => {
    renderWithTheme(
      <CountdownButton seconds={30} counting={false}>
        {label}
      </CountdownButton>,
    );
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });
});
