// Calendar days (`yyyy-MM-dd`, the value of a native date input) and the instants that bound them in
// a time zone: a record filter asks the platform for epoch ms from the start of its first day to the
// end of its last day in the player's zone, not in UTC and not in the server's zone. Built on Intl
// (the zone's offset at an instant), so daylight-saving days come out 23 or 25 hours long.

/** `yyyy-MM-dd`. */
export type Day = string;

/** How a day reads on screen: the platform's two layouts, or the language's own (Intl). */
export type DayDisplayFormat = 'yyyy-MM-dd' | 'MM-dd-yyyy' | 'locale';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export function isDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return utc.toISOString().slice(0, 10) === text;
}

function dayToUtc(day: Day): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) return Number.NaN;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

const utcToDay = (utc: number): Day => new Date(utc).toISOString().slice(0, 10);

/** The calendar day `count` days after `day` (before, when negative). */
export function addDays(day: Day, count: number): Day {
  return utcToDay(dayToUtc(day) + count * MS_PER_DAY);
}

/** How many days `from`..`to` covers, both included (0 when `to` is before `from`). */
export function daysInRange(from: Day, to: Day): number {
  return Math.max(0, Math.round((dayToUtc(to) - dayToUtc(from)) / MS_PER_DAY) + 1);
}

function zonedFields(instant: number, timeZone: string | undefined): number[] {
  const parts = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(instant);
  const pick = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return [pick('year'), pick('month'), pick('day'), pick('hour'), pick('minute'), pick('second')];
}

/** The zone's offset from UTC at `instant`, in minutes (east positive: Asia/Bangkok is 420). */
export function zoneOffsetMinutes(instant: number, timeZone?: string): number {
  const [year, month, day, hour, minute, second] = zonedFields(instant, timeZone) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return Math.round((wallClockAsUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The calendar day `instant` falls on in the zone. */
export function dayIn(instant: number, timeZone?: string): Day {
  const [year, month, day] = zonedFields(instant, timeZone) as [number, number, number];
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The first millisecond of `day` in the zone. */
export function dayStart(day: Day, timeZone?: string): number {
  const midnightAsUtc = dayToUtc(day);
  // The offset at the guess may differ from the offset at the answer across a clock change: look twice.
  const guess = midnightAsUtc - zoneOffsetMinutes(midnightAsUtc, timeZone) * 60_000;
  return midnightAsUtc - zoneOffsetMinutes(guess, timeZone) * 60_000;
}

/** The last millisecond of `day` in the zone. */
export function dayEnd(day: Day, timeZone?: string): number {
  return dayStart(addDays(day, 1), timeZone) - 1;
}

/**
 * The days of a quick pick counted from today: -7 is the last seven days up to today, 7 is today
 * and the six days after it.
 */
export function quickPickDays(days: number, today: Day): { from: Day; to: Day } {
  const span = Math.max(1, Math.abs(days)) - 1;
  return days < 0 ? { from: addDays(today, -span), to: today } : { from: today, to: addDays(today, span) };
}

/** A day as the player reads it. `locale` is a BCP 47 tag, used by the 'locale' format. */
export function formatDay(day: Day, format: DayDisplayFormat, locale?: string): string {
  const match = DAY_PATTERN.exec(day);
  if (!match) return '';
  const [, year, month, date] = match;
  if (format === 'yyyy-MM-dd') return day;
  if (format === 'MM-dd-yyyy') return `${month}-${date}-${year}`;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(dayToUtc(day));
}
