import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcementFor, formatClock, secondsUntil, useCountdown, useCountdownPhase } from './use-countdown';

describe('countdown maths', () => {
  it('counts on the server clock, whatever the device clock says', () => {
    // The device is 10 minutes ahead; 2 s passed since the answer (server 1,000,000) arrived.
    const receivedAt = 1_600_000;
    expect(secondsUntil(1_060_000, 1_000_000, receivedAt, receivedAt + 2000)).toBe(58);
    expect(secondsUntil(1_060_000, 1_000_000, receivedAt, receivedAt + 61_000)).toBe(0);
  });

  it('announces each minute, then 30 s, 10 s and the close — not every second', () => {
    expect(announcementFor(120)).toEqual({ kind: 'minutes', count: 2 });
    expect(announcementFor(119)).toBeNull();
    expect(announcementFor(45)).toBeNull();
    expect(announcementFor(30)).toEqual({ kind: 'seconds', count: 30 });
    expect(announcementFor(10)).toEqual({ kind: 'seconds', count: 10 });
    expect(announcementFor(0)).toEqual({ kind: 'closed', count: 0 });
  });

  it('shows mm:ss, and h:mm:ss beyond an hour', () => {
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(3_725)).toBe('1:02:05');
  });
});

describe('countdown renders', () => {
  afterEach(() => vi.useRealTimers());

  /** Renders a hook and counts its renders while `seconds` of device time pass. */
  function rendersOver<T>(seconds: number, hook: (now: () => number) => T) {
    vi.useFakeTimers();
    let clock = 1_000_000;
    const now = () => clock;
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return hook(now);
    });
    for (let i = 0; i < seconds * 4; i += 1) {
      clock += 250;
      act(() => vi.advanceTimersByTime(250));
    }
    return { renders, result };
  }

  it('re-renders the visible countdown once a second, not on every 250 ms tick', () => {
    const closesAt = 1_000_000 + 120_000;
    const { renders, result } = rendersOver(10, (now) => useCountdown(closesAt, 1_000_000, now));
    expect(result.current.secondsLeft).toBe(110);
    expect(renders).toBeGreaterThanOrEqual(10);
    expect(renders).toBeLessThanOrEqual(12);
  });

  it('re-renders the screen only when the phase changes: open, the last 5 seconds, closed', () => {
    // The lottery screen (menu, bet board, results, slip) follows the phase, not the clock.
    const closesAt = 1_000_000 + 20_000;
    const { renders, result } = rendersOver(10, (now) => useCountdownPhase(closesAt, 1_000_000, now));
    expect(result.current).toEqual({ soon: false, closed: false });
    expect(renders).toBeLessThanOrEqual(2);
    const later = rendersOver(30, (now) => useCountdownPhase(closesAt, 1_000_000, now));
    expect(later.result.current).toEqual({ soon: true, closed: true });
    expect(later.renders).toBeLessThanOrEqual(4);
  });
});
