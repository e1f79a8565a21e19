import { describe, expect, it, vi } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatWait,
  PLAIN_AMOUNT_LOCALES,
  prepareFormats,
} from './format';
import { LANGUAGES } from './languages';

/** How Intl writes an amount in `locale` (the formatter formatMoney uses for the other locales). */
function intlAmount(locale: string, value: number): string {
  const parts = new Intl.NumberFormat(`${locale}-u-nu-latn`, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'negative',
  }).formatToParts(value);
  const negative = parts.some((part) => part.type === 'minusSign');
  return `${negative ? '-' : ''}$${parts
    .filter((part) => part.type !== 'minusSign')
    .map((part) => part.value)
    .join('')}`;
}

const AMOUNTS = [
  0,
  1,
  0.005,
  1.005,
  2.675,
  1.555,
  0.015,
  0.0049,
  12.5,
  999.995,
  1234.5,
  -5,
  -0.001,
  -0.005,
  -1234.567,
  12345678.901,
  1e12 + 0.25,
  1e15 - 0.125,
  1e15 + 2,
  // Three-decimal amounts across magnitudes (the halves are where rounding differs).
  ...Array.from({ length: 300 }, (_, index) =>
    Number((((index * 7919.137) % 1e5) * 10 ** ((index % 7) - 3)).toFixed(3)),
  ),
];

describe('formatMoney', () => {
  it('writes amounts itself exactly where Intl writes 1,234.50, and as Intl does', () => {
    const codes = Object.values(LANGUAGES);
    const plainInIntl = new Set(
      codes
        .filter(({ intlLocale }) => intlAmount(intlLocale, -1234567.5) === '-$1,234,567.50')
        .map(({ intlLocale }) => intlLocale),
    );
    expect([...PLAIN_AMOUNT_LOCALES].sort()).toEqual([...plainInIntl].sort());
    for (const { code, intlLocale } of codes)
      for (const amount of AMOUNTS)
        expect(formatMoney(amount, { symbol: '$', language: code }), `${code} ${amount}`).toBe(
          intlAmount(intlLocale, amount),
        );
  });

  it('makes no Intl formatter for an amount in English or Thai (the first costs a phone ~90 ms)', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(formatMoney(1234.5, { language: 'EN' })).toBe('$1,234.50');
      expect(formatMoney('-0.004', { symbol: '฿', language: 'TH' })).toBe('฿0.00');
      prepareFormats('EN');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('puts the default $ before a thousands-grouped amount with two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
  });

  it('uses the given symbol', () => {
    expect(formatMoney(99, { symbol: '฿' })).toBe('฿99.00');
    expect(formatMoney(5, { symbol: '' })).toBe('5.00');
  });

  it('puts the minus sign before the symbol', () => {
    expect(formatMoney(-1234.5)).toBe('-$1,234.50');
  });

  it('shows no minus for an amount that rounds to zero', () => {
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  it('rounds to two decimals', () => {
    expect(formatMoney(2.345)).toBe('$2.35');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
  });

  it('accepts numeric strings and marks what is not a number', () => {
    expect(formatMoney('1000')).toBe('$1,000.00');
    expect(formatMoney('abc')).toBe('-');
    expect(formatMoney('')).toBe('-');
    expect(formatMoney(Number.NaN)).toBe('-');
  });

  it("uses the language's separators with Latin digits", () => {
    expect(formatMoney(1234.5, { language: 'VI' })).toBe('$1.234,50');
    expect(formatMoney(1234.5, { language: 'AR' })).toMatch(/^\$1.234.50$/);
  });
});

describe('formatCount', () => {
  it('groups thousands without decimals', () => {
    expect(formatCount(10000)).toBe('10,000');
    expect(formatCount(12.6)).toBe('13');
  });

  it('can shorten large numbers', () => {
    expect(formatCount(10000, { compact: true })).toBe('10K');
  });
});

describe('formatDate', () => {
  const date = new Date(2024, 2, 5, 14, 7, 9); // 5 March 2024, local time

  it('formats yyyy-MM-dd and MM-dd-yyyy with zero padding', () => {
    expect(formatDate(date, 'yyyy-MM-dd')).toBe('2024-03-05');
    expect(formatDate(date, 'MM-dd-yyyy')).toBe('03-05-2024');
  });

  it('defaults to yyyy-MM-dd', () => {
    expect(formatDate(date)).toBe('2024-03-05');
  });

  it('accepts timestamps and ISO strings, in a given time zone', () => {
    const instant = Date.UTC(2023, 11, 31, 23, 30);
    expect(formatDate(instant, 'yyyy-MM-dd', { timeZone: 'UTC' })).toBe('2023-12-31');
    expect(formatDate(instant, 'yyyy-MM-dd', { timeZone: 'Asia/Ho_Chi_Minh' })).toBe('2024-01-01');
    expect(formatDate('2024-07-01T00:00:00Z', 'MM-dd-yyyy', { timeZone: 'UTC' })).toBe('07-01-2024');
  });

  it('keeps the calendar year at the turn of the year (no week-year token bug)', () => {
    expect(formatDate(new Date(2024, 11, 30), 'yyyy-MM-dd')).toBe('2024-12-30');
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds a 24-hour time', () => {
    expect(formatDateTime(new Date(2024, 2, 5, 14, 7, 9))).toBe('2024-03-05 14:07:09');
    expect(formatDateTime(new Date(2024, 2, 5, 0, 5, 0), 'MM-dd-yyyy', { seconds: false })).toBe('03-05-2024 00:05');
  });

  it('shows midnight as 00, never 24', () => {
    expect(formatDateTime(Date.UTC(2024, 0, 1, 0, 0, 0), 'yyyy-MM-dd', { timeZone: 'UTC' })).toBe(
      '2024-01-01 00:00:00',
    );
  });
});

describe('formatWait', () => {
  it('says seconds under a minute, minutes (rounded up) under two hours, then hours, with plural forms', () => {
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(45)).toBe('45 seconds');
    expect(formatWait(60)).toBe('1 minute');
    expect(formatWait(61)).toBe('2 minutes');
    expect(formatWait(300)).toBe('5 minutes');
    expect(formatWait(7199)).toBe('120 minutes');
    expect(formatWait(86_400)).toBe('24 hours');
  });

  it('never says zero or a fraction, and reads in the given language', () => {
    expect(formatWait(0)).toBe('1 second');
    expect(formatWait(Number.NaN)).toBe('1 second');
    expect(formatWait(0.2)).toBe('1 second');
    expect(formatWait(300, { language: 'VI' })).toBe('5 phút');
    expect(formatWait(300, { language: 'CN' })).toBe('5分钟');
  });
});

describe('the date formatter', () => {
  it('is made once per time zone, not per date formatted (a table of dates, a phone)', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let day = 1; day <= 5; day += 1) {
        formatDate(Date.UTC(2031, 0, day), 'yyyy-MM-dd', { timeZone: 'Asia/Jakarta' });
        formatDateTime(Date.UTC(2031, 0, day), 'yyyy-MM-dd', { timeZone: 'Asia/Jakarta' });
      }
      expect(formatDate(Date.UTC(2031, 0, 5, 20), 'yyyy-MM-dd', { timeZone: 'Asia/Jakarta' })).toBe('2031-01-06');
      expect(formatDate(Date.UTC(2031, 0, 5, 20), 'yyyy-MM-dd', { timeZone: 'UTC' })).toBe('2031-01-05');
      expect(made.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      made.mockRestore();
    }
  });
});

describe('the number formatter', () => {
  it('is made once per language and style, not per amount (a balance, a table of amounts)', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (const amount of [1, 22.5, 1234.5, -5]) formatMoney(amount, { symbol: '$', language: 'EN' });
      expect(formatMoney(1234.5, { symbol: '$', language: 'EN' })).toBe('$1,234.50');
      expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      made.mockRestore();
    }
  });

  it('can be made ahead of the first amount and date (prepareFormats), which then make none', () => {
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      prepareFormats('PT');
      const made = numbers.mock.calls.length + dates.mock.calls.length;
      expect(numbers.mock.calls.length).toBeLessThanOrEqual(1);
      expect(formatMoney(1234.5, { symbol: 'R$', language: 'PT' })).toBe('R$1.234,50');
      expect(formatDate(Date.UTC(2024, 2, 5, 12))).toBe('2024-03-05');
      expect(numbers.mock.calls.length + dates.mock.calls.length).toBe(made);
      // A date in the browser's zone is read from the Date itself: no Intl formatter at all.
      expect(dates).not.toHaveBeenCalled();
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
    }
  });
});
