// Turns a space token ("0.75rem", "12px", "0") into pixels for the virtualizer, which positions
// rows with numbers. rem follows the page's root font size.
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
