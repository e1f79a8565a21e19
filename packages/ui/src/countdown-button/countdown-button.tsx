// CountdownButton: the "send code" button of SMS forms. When `counting` turns true it counts
// down from `seconds`, is disabled meanwhile, and calls onComplete at zero; the label comes from
// a render prop so the caller words both states ("Send code" / "Code sent (42)"). The remaining
// time is computed from the end time, so a throttled tab does not stretch the countdown.
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '../button';

export interface CountdownButtonProps extends Omit<ButtonProps, 'children'> {
  /** Length of the countdown, read when counting starts (e.g. expiredMinutes * 60). */
  seconds: number;
  /** Start (true) or stop (false) the countdown; set it after the code was sent. */
  counting: boolean;
  /** The label for the seconds left; 0 when not counting. */
  children: (remaining: number) => string;
  /** Called once when the countdown reaches zero (set `counting` back to false here). */
  onComplete?: () => void;
}

const TICK_MS = 250;

export function CountdownButton({ seconds, counting, children, onComplete, disabled, ...rest }: CountdownButtonProps) {
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (!counting || seconds <= 0) {
      setRemaining(0);
      return undefined;
    }
    const endsAt = Date.now() + seconds * 1000;
    setRemaining(seconds);
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer);
        onComplete?.();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
    // onComplete is read when the countdown ends; a new function identity must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [counting, seconds]);

  return (
    <Button {...rest} disabled={disabled || remaining > 0}>
      {children(remaining)}
    </Button>
  );
}
