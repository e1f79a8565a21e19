// Turns a space token ("0.75rem", "12px", "0") into pixels for the virtualizer, which positions
// rows with numbers. rem follows the page's root font size.
import { useMemo } from 'react';

export function cssLengthToPx(value: string): number {
  const number = parseFloat(value);
  if (Number.isNaN(number)) return 0;
  if (value.endsWith('rem')) {
    const root =
      typeof document !== 'undefined' ? parseFloat(getComputedStyle(document.documentElement).fontSize) : NaN;
    return number * (Number.isNaN(root) ? 16 : root);
  }
  return number;
}

/**
 * cssLengthToPx once per value: reading the root's font size forces a style recalculation, which a
 * grid would otherwise pay on every render (each scrolled row range, each search keystroke).
 */
export function useCssLengthPx(value: string): number {
  return useMemo(() => cssLengthToPx(value), [value]);
}
