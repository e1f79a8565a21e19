import { describe, expect, it } from 'vitest';
import { deepMerge } from './deep-merge';

describe('deepMerge', () => {
  it('replaces texts and keeps siblings at every depth', () => {
    const base = { a: { b: 'one', c: 'two' }, d: 'three' };
    expect(deepMerge(base, { a: { c: 'TWO' } })).toEqual({ a: { b: 'one', c: 'TWO' }, d: 'three' });
  });

  it('changes neither input', () => {
    const base = { a: { b: 'one' } };
    const override = { a: { b: 'uno' } };
    deepMerge(base, override);
    expect(base).toEqual({ a: { b: 'one' } });
    expect(override).toEqual({ a: { b: 'uno' } });
  });

  it('ignores prototype keys from tenant data', () => {
    const override = JSON.parse('{"__proto__": {"polluted": "yes"}, "a": "x"}') as Record<string, unknown>;
    const merged = deepMerge({}, override);
    expect(merged).toEqual({ a: 'x' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
