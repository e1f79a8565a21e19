// The countdown to an issue's close, on the server's clock: the issue call answers `serverTime`,
// and the difference to this device's clock when the answer arrived is kept, so a wrong device
// clock does not move the close.
import { useEffect, useMemo, useRef, useState } from 'react';

export interface Countdown {
  /** Whole seconds left until the close (0 once closed). */
  secondsLeft: number;
  closed: boolean;
}

/** Seconds left at device time `now`, given the close and the server time seen at `receivedAt`. */
export function secondsUntil(closesAt: number, serverTime: number, receivedAt: number, now: number): number {
  const serverNow = serverTime + (now - receivedAt);
  return Math.max(0, Math.ceil((closesAt - serverNow) / 1000));
}

/** The seconds left that mark the close as near (the issue is then polled fast). */
export const SOON_SECONDS = 5;

/**
 * A value read from the seconds left to a close, on the server's clock, kept current by a 250 ms
 * tick that re-renders only when the value changes (React bails out of an unchanged state): a whole
 * second for the visible countdown, the phase for the screen around it, which then renders a few
 * times an issue instead of four times a second (README: performance).
 */
function useClockValue<T>(
  closesAt: number | null,
  serverTime: number | null,
  now: () => number,
  read: (secondsLeft: number) => T,
): T {
  // The device time at which this server time was seen (a new answer resets it).
  const receivedAt = useMemo(() => now(), [serverTime, closesAt]); // eslint-disable-line react-hooks/exhaustive-deps
  // The value is computed in the render, so a new answer never shows (or acts on) the previous
  // issue's count for one render; the state only wakes the render when the value moves.
  const secondsAt = (time: number) =>
    closesAt === null || serverTime === null ? 0 : secondsUntil(closesAt, serverTime, receivedAt, time);
  const value = read(secondsAt(now()));
  const [, setSeen] = useState(value);
  // The value last rendered and the reader, for the tick (set only on a change: React may render
  // once more for a state set to its current value).
  const rendered = useRef({ value, read });
  useEffect(() => {
    rendered.current = { value, read };
  });

  useEffect(() => {
    if (closesAt === null || serverTime === null) return;
    const timer = setInterval(() => {
      const next = rendered.current.read(secondsUntil(closesAt, serverTime, receivedAt, now()));
      if (Object.is(next, rendered.current.value)) return;
      rendered.current = { ...rendered.current, value: next };
      setSeen(next);
    }, 250);
    return () => clearInterval(timer);
  }, [closesAt, serverTime, receivedAt, now]);

  return value;
}

const wholeSeconds = (secondsLeft: number) => secondsLeft;

export function useCountdown(
  closesAt: number | null,
  serverTime: number | null,
  now: () => number = Date.now,
): Countdown {
  const secondsLeft = useClockValue(closesAt, serverTime, now, wholeSeconds);
  return { secondsLeft, closed: closesAt !== null && secondsLeft === 0 };
}

export interface CountdownPhase {
  /** At most SOON_SECONDS left (or closed). */
  soon: boolean;
  closed: boolean;
}

type Phase = 'open' | 'soon' | 'closed';
const phaseOf = (secondsLeft: number): Phase =>
  secondsLeft === 0 ? 'closed' : secondsLeft <= SOON_SECONDS ? 'soon' : 'open';

/** Where the close stands — open, near, closed — re-rendering only when that changes. */
export function useCountdownPhase(
  closesAt: number | null,
  serverTime: number | null,
  now: () => number = Date.now,
): CountdownPhase {
  const phase = useClockValue(closesAt, serverTime, now, phaseOf);
  const known = closesAt !== null && serverTime !== null;
  return { soon: known && phase !== 'open', closed: known && phase === 'closed' };
}

/** What a screen reader hears, and when: each whole minute, then at 30, 10 and 0 seconds — never every second. */
export function announcementFor(secondsLeft: number): { kind: 'minutes' | 'seconds' | 'closed'; count: number } | null {
  if (secondsLeft === 0) return { kind: 'closed', count: 0 };
  if (secondsLeft >= 60 && secondsLeft % 60 === 0) return { kind: 'minutes', count: secondsLeft / 60 };
  if (secondsLeft === 30 || secondsLeft === 10) return { kind: 'seconds', count: secondsLeft };
  return null;
}

export function formatClock(secondsLeft: number): string {
  const hours = Math.floor(secondsLeft / 3600);
  const minutes = Math.floor((secondsLeft % 3600) / 60);
  const seconds = secondsLeft % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
