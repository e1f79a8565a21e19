import { describe, expect, it } from 'vitest';
import { brandTimeZone } from './brand-time-zone';

/** The calendar day of an instant in a zone, as Intl computes it. */
const dayIn = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

describe('brandTimeZone', () => {
  it('names whole-hour offsets by their Etc zone (whose sign is the reverse of ours)', () => {
    expect(brandTimeZone(420)).toBe('Etc/GMT-7');
    expect(brandTimeZone(-300)).toBe('Etc/GMT+5');
    expect(brandTimeZone(0)).toBe('Etc/UTC');
    expect(brandTimeZone()).toBe('Etc/UTC');
  });

  it('gives other offsets as ±hh:mm', () => {
    expect(brandTimeZone(330)).toBe('+05:30');
    expect(brandTimeZone(-570)).toBe('-09:30');
  });

  it("puts an instant on the brand's day: 17:00 UTC is the next day at +7 h, 18:29 UTC not yet at +5:30", () => {
    expect(dayIn(Date.UTC(2026, 5, 10, 17, 0), brandTimeZone(420))).toBe('2026-06-11');
    expect(dayIn(Date.UTC(2026, 5, 10, 16, 59), brandTimeZone(420))).toBe('2026-06-10');
    expect(dayIn(Date.UTC(2026, 5, 10, 18, 29), brandTimeZone(330))).toBe('2026-06-10');
    expect(dayIn(Date.UTC(2026, 5, 10, 18, 30), brandTimeZone(330))).toBe('2026-06-11');
  });
});
