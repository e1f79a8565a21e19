import { describe, expect, it } from 'vitest';
import { gridRowStyle, GridRow, ScrollBox } from './virtual-list.styles';

/** Whether a styled component's rule has an interpolated function (styled-components then redoes it per render). */
const hasFunctions = (component: unknown) =>
  (component as { componentStyle: { rules: unknown[] } }).componentStyle.rules.some(
    (rule) => typeof rule === 'function',
  );

describe('virtual list styles', () => {
  it('keeps the grid row rule static: columns, gap and place come inline', () => {
    // A lobby search re-renders every row in view per keystroke.
    expect(hasFunctions(ScrollBox)).toBe(true);
    expect(hasFunctions(GridRow)).toBe(false);
    expect(gridRowStyle(4, '12px', 230)).toEqual({
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      gap: '12px',
      transform: 'translateY(230px)',
    });
  });
});
