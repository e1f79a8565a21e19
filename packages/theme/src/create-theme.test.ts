import { describe, expect, it } from 'vitest';
import { baseTokens, createTheme, unknownTokenPaths } from './index';

describe('createTheme', () => {
  it('returns the base tokens for a mode when a brand overrides nothing', () => {
    const theme = createTheme('dark');
    expect(theme.mode).toBe('dark');
    expect(theme.color.bg.default).toBe(baseTokens.dark.color.bg.default);
  });

  it('merges a brand override into the chosen mode only', () => {
    const brand = { light: { color: { accent: { emphasis: '#6b2fd6' } } } };
    expect(createTheme('light', brand).color.accent.emphasis).toBe('#6b2fd6');
    expect(createTheme('light', brand).color.accent.fg).toBe(baseTokens.light.color.accent.fg);
    expect(createTheme('dark', brand).color.accent.emphasis).toBe(baseTokens.dark.color.accent.emphasis);
  });

  it('refuses token names the contract does not have', () => {
    expect(() => createTheme('light', { light: { color: { sparkle: '#fff' } } as never })).toThrow(/color\.sparkle/);
  });

  it('lists unknown and mistyped paths', () => {
    expect(unknownTokenPaths({ color: { bg: { default: '#000', glow: '#111' } }, radius: 4 })).toEqual([
      'color.bg.glow',
      'radius',
    ]);
    expect(unknownTokenPaths({ zIndex: { modal: '9' } })).toEqual(['zIndex.modal']);
  });
});
