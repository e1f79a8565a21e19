import { describe, expect, it } from 'vitest';
import { announcementFor, formatClock, secondsUntil } from './use-countdown';

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
