// Number and date formatting for what players read: balances, counts, dates. Built on Intl
// (formatToParts), so there are no hand-rolled date tokens to get wrong (wire-notes: the original
// formatted dates with wrong tokens). Digits stay Latin in every language, as amounts and dates
// are on a gaming site, so numbers read the same across languages and match the games' own. Two
// cases skip Intl's first, costly formatter, each checked against Intl in format.test.ts: a date
// in the browser's zone (read from the Date) and an amount where Intl writes `1,234.50`.
import { DEFAULT_LANGUAGE, toIntlLocale } from './languages';

const LATIN_DIGITS = '-u-nu-latn';

/**
 * The formatter for `key`, made once: making an Intl formatter costs far more than using it (tens of
 * ms on a phone), and a page formats many amounts and dates.
 */
function madeOnce<T>(made: Map<string, T>, key: string, make: () => T): T {
  let value = made.get(key);
  if (value === undefined) made.set(key, (value = make()));
  return value;
}

const numberFormatters = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = `${toIntlLocale(language)}${LATIN_DIGITS}`;
  return madeOnce(numberFormatters, locale + JSON.stringify(options), () => new Intl.NumberFormat(locale, options));
}

/** Shown for an amount or count that is not a number (the caller shows its own loading state). */
export const NOT_A_NUMBER_TEXT = '-';

export interface FormatMoneyOptions {
  /** Currency symbol put before the amount; the platform's default is '$'. */
  symbol?: string;
  /** Wire code whose grouping and decimal marks to use; default EN (1,234.50). */
  language?: string;
}

const MONEY_FORMAT: Intl.NumberFormatOptions = {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // No "-$0.00" for tiny negatives that round to zero.
  signDisplay: 'negative',
};

/**
 * The locales whose amounts Intl writes as `1,234.50` (Latin digits, a comma between groups of three,
 * a point before the two decimals): formatMoney writes those itself. The first Intl formatter loads
 * the locale's data, ~90 ms at a phone's 4× slowdown in the render that showed the member's
 * balance. format.test.ts checks that this is exactly the set of our languages Intl writes so.
 */
export const PLAIN_AMOUNT_LOCALES: ReadonlySet<string> = new Set([
  'en',
  'zh-CN',
  'zh-TW',
  'ja',
  'th',
  'my',
  'km',
  'ko',
  'ms',
]);

/** `1,234.50` for 1234.5 (the magnitude; the sign is the caller's), as Intl writes it in those locales. */
function plainAmount(magnitude: number): string {
  // Rounded as Intl rounds: half away from zero on the number's shortest decimal form (1.005 →
  // 1.01), not on its binary value as toFixed alone does (1.00). Under 0.001 it rounds to zero
  // (and the decimal form would be in exponent form).
  const rounded = magnitude < 0.001 ? 0 : Number(`${Math.round(Number(`${magnitude}e2`))}e-2`);
  const [whole = '0', cents = '00'] = rounded.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** Amounts under a trillion are written without Intl (beyond, a double has too few decimals left for the rounding above). */
const PLAIN_AMOUNT_LIMIT = 1e12;

/**
 * Makes the formatter a member's first screens use for amounts in `language` now, where one is
 * needed (not for PLAIN_AMOUNT_LOCALES): the first costs a phone tens of milliseconds (Intl loads
 * its data), so a screen about to show amounts makes it in a task of its own rather than in the
 * render that shows one. Dates in the browser's zone need none.
 */
export function prepareFormats(language: string = DEFAULT_LANGUAGE): void {
  if (!PLAIN_AMOUNT_LOCALES.has(toIntlLocale(language))) numberFormat(language, MONEY_FORMAT);
}

/**
 * Symbol plus the amount grouped in thousands with exactly two decimals: `$1,234.50`, `-$5.00`.
 * Accepts numeric strings as the platform sends some amounts as text.
 */
export function formatMoney(
  amount: number | string,
  { symbol = '$', language = DEFAULT_LANGUAGE }: FormatMoneyOptions = {},
): string {
  const value = typeof amount === 'string' ? Number(amount.trim() || Number.NaN) : amount;
  if (!Number.isFinite(value)) return NOT_A_NUMBER_TEXT;
  const magnitude = Math.abs(value);
  if (PLAIN_AMOUNT_LOCALES.has(toIntlLocale(language)) && magnitude < PLAIN_AMOUNT_LIMIT) {
    const digits = plainAmount(magnitude);
    // No "-$0.00" for a tiny negative that rounds to zero (MONEY_FORMAT's signDisplay).
    return `${value < 0 && digits !== '0.00' ? '-' : ''}${symbol}${digits}`;
  }
  const parts = numberFormat(language, MONEY_FORMAT).formatToParts(value);
  const negative = parts.some((part) => part.type === 'minusSign');
  const digits = parts
    .filter((part) => part.type !== 'minusSign')
    .map((part) => part.value)
    .join('');
  return `${negative ? '-' : ''}${symbol}${digits}`;
}

export interface FormatCountOptions {
  language?: string;
  /** Short form for large numbers: 10K, 1.2M (in the language's own words). */
  compact?: boolean;
}

/** A whole count grouped in thousands: `10,000`, or `10K` when compact. */
export function formatCount(
  count: number,
  { language = DEFAULT_LANGUAGE, compact = false }: FormatCountOptions = {},
): string {
  if (!Number.isFinite(count)) return NOT_A_NUMBER_TEXT;
  return numberFormat(
    language,
    compact ? { notation: 'compact', maximumFractionDigits: 1 } : { maximumFractionDigits: 0 },
  ).format(count);
}

/** The two date layouts the platform uses. */
export type DatePattern = 'yyyy-MM-dd' | 'MM-dd-yyyy';

export interface FormatDateOptions {
  /** IANA time zone to show the date in; default: the viewer's. */
  timeZone?: string;
}

export type DateInput = Date | number | string;

function toDate(input: DateInput): Date | undefined {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

interface DateFields {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** dateFields' formatters, one per time zone. */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  return madeOnce(
    dateFormatters,
    timeZone,
    // Fixed Gregorian, Latin digits, 24-hour cycle 'h23' (hour12:false can print "24:00").
    () =>
      new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
        timeZone,
      }),
  );
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

function dateFields(date: Date, timeZone: string | undefined): DateFields {
  // The browser's own zone is what Date's getters read: no Intl formatter, whose first construction
  // loads the locale's and the zone's data (some 20 ms on a phone, in the task that shows a date).
  if (!timeZone) {
    return {
      year: String(date.getFullYear()).padStart(4, '0'),
      month: twoDigits(date.getMonth() + 1),
      day: twoDigits(date.getDate()),
      hour: twoDigits(date.getHours()),
      minute: twoDigits(date.getMinutes()),
      second: twoDigits(date.getSeconds()),
    };
  }
  const parts = dateFormatter(timeZone).formatToParts(date);
  const pick = (type: Intl.DateTimeFormatPartTypes): string => parts.find((part) => part.type === type)?.value ?? '';
  return {
    year: pick('year').padStart(4, '0'),
    month: pick('month'),
    day: pick('day'),
    hour: pick('hour'),
    minute: pick('minute'),
    second: pick('second'),
  };
}

function layoutDate({ year, month, day }: DateFields, pattern: DatePattern): string {
  return pattern === 'MM-dd-yyyy' ? `${month}-${day}-${year}` : `${year}-${month}-${day}`;
}

/** `2024-03-05` or `03-05-2024`; an invalid date gives ''. */
export function formatDate(
  date: DateInput,
  pattern: DatePattern = 'yyyy-MM-dd',
  { timeZone }: FormatDateOptions = {},
): string {
  const valid = toDate(date);
  return valid ? layoutDate(dateFields(valid, timeZone), pattern) : '';
}

export interface FormatDateTimeOptions extends FormatDateOptions {
  /** Include seconds (default true): `2024-03-05 14:07:09`. */
  seconds?: boolean;
}

/** Date plus 24-hour time: `2024-03-05 14:07:09`; an invalid date gives ''. */
export function formatDateTime(
  date: DateInput,
  pattern: DatePattern = 'yyyy-MM-dd',
  { timeZone, seconds = true }: FormatDateTimeOptions = {},
): string {
  const valid = toDate(date);
  if (!valid) return '';
  const fields = dateFields(valid, timeZone);
  const time = seconds ? `${fields.hour}:${fields.minute}:${fields.second}` : `${fields.hour}:${fields.minute}`;
  return `${layoutDate(fields, pattern)} ${time}`;
}

/**
 * How long to wait, in the language's own words and plural forms ("45 seconds", "3 minutes",
 * "2 hours"): the platform's `retryAfterSeconds` (a throttle, a login lock, a daily cap) rounded up
 * to the largest unit that stays exact enough to act on. Under a minute in seconds, under two
 * hours in minutes, then hours.
 */
export function formatWait(seconds: number, { language = DEFAULT_LANGUAGE }: { language?: string } = {}): string {
  const total = Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : 1;
  const [value, unit] =
    total < 60
      ? [total, 'second']
      : total < 7200
        ? [Math.ceil(total / 60), 'minute']
        : [Math.ceil(total / 3600), 'hour'];
  return numberFormat(language, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 0 }).format(value);
}
