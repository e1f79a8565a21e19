// The countdown to an issue's close, on the server's clock: the issue call answers `serverTime`,
// and the difference to this device's clock when the answer arrived is kept, so a wrong device
// clock does not move the close.
import { useEffect, useMemo, useState } from 'react';

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

export function useCountdown(
  closesAt: number | null,
  serverTime: number | null,
  now: () => number = Date.now,
): Countdown {
  // The device time at which this server time was seen (a new answer resets it).
  const receivedAt = useMemo(() => now(), [serverTime, closesAt]); // eslint-disable-line react-hooks/exhaustive-deps
  // A tick re-renders; the seconds are computed in the render, so a new answer never shows (or
  // acts on) the previous issue's count for one render.
  const [, setTick] = useState(0);

  useEffect(() => {
    if (closesAt === null || serverTime === null) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 250);
    return () => clearInterval(timer);
  }, [closesAt, serverTime]);

  const secondsLeft =
    closesAt === null || serverTime === null ? 0 : secondsUntil(closesAt, serverTime, receivedAt, now());
  return { secondsLeft, closed: closesAt !== null && secondsLeft === 0 };
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
