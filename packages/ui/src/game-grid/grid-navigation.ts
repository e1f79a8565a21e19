// Where a key moves the focus in a grid of `count` items laid out `columns` to a row: arrows by one
// item or one row, Home/End to the row's ends (with Ctrl: the first and last item), PageUp/PageDown
// by `pageRows` rows. null when the key is not a grid key. Kept pure so it is tested by table.
export function nextGridIndex(
  key: string,
  index: number,
  count: number,
  columns: number,
  options: { ctrl?: boolean; pageRows?: number; rtl?: boolean } = {},
): number | null {
  if (count <= 0) return null;
  const { ctrl = false, pageRows = 4, rtl = false } = options;
  const perRow = Math.max(1, columns);
  const rowStart = index - (index % perRow);
  const last = count - 1;
  const clamp = (value: number) => Math.min(last, Math.max(0, value));
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return clamp(index + 1);
    case backward:
      return clamp(index - 1);
    case 'ArrowDown':
      return index + perRow <= last ? index + perRow : index;
    case 'ArrowUp':
      return index - perRow >= 0 ? index - perRow : index;
    case 'Home':
      return ctrl ? 0 : rowStart;
    case 'End':
      return ctrl ? last : Math.min(last, rowStart + perRow - 1);
    case 'PageDown':
      return clamp(index + perRow * pageRows);
    case 'PageUp':
      return clamp(index - perRow * pageRows);
    default:
      return null;
  }
}
