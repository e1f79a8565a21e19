import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cssLengthToPx, useCssLengthPx } from './css-length';

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.style.fontSize = '';
});

describe('cssLengthToPx', () => {
  it('reads px and unitless lengths as they are, and rem at the root font size', () => {
    document.documentElement.style.fontSize = '20px';
    expect(cssLengthToPx('12px')).toBe(12);
    expect(cssLengthToPx('0')).toBe(0);
    expect(cssLengthToPx('0.75rem')).toBe(15);
    expect(cssLengthToPx('auto')).toBe(0);
  });
});

describe('useCssLengthPx', () => {
  it('reads the root font size once per value, not on every render', () => {
    const computed = vi.spyOn(window, 'getComputedStyle');
    const { result, rerender } = renderHook(({ value }) => useCssLengthPx(value), {
      initialProps: { value: '1rem' },
    });
    rerender({ value: '1rem' });
    rerender({ value: '1rem' });
    expect(result.current).toBe(16);
    expect(computed).toHaveBeenCalledTimes(1);

    rerender({ value: '0.5rem' });
    expect(result.current).toBe(8);
    expect(computed).toHaveBeenCalledTimes(2);
  });
});
