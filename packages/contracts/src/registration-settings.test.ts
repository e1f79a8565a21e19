import { describe, expect, it } from 'vitest';
import { checkField, type FieldSetting } from './field-rules';
import { fieldSettingSchema } from './registration-settings';

const username: FieldSetting = {
  enabled: true,
  required: true,
  acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
  patternId: 1,
  minLength: 6,
  maxLength: 12,
};

describe('checkField', () => {
  it('accepts a value that matches the pattern and the length bounds', () => {
    expect(checkField(username, 'player01')).toBeNull();
  });
  it('reports the pattern id and bounds when the pattern or length fails', () => {
    expect(checkField(username, '1player')).toEqual({ kind: 'pattern', patternId: 1, min: 6, max: 12 });
    expect(checkField(username, 'abc')).toEqual({ kind: 'pattern', patternId: 1, min: 6, max: 12 });
    expect(checkField(username, 'a'.repeat(13))).toMatchObject({ kind: 'pattern' });
  });
  it('treats * as any value, still bounded by length', () => {
    const any = { ...username, acceptedPattern: '*', minLength: 1, maxLength: 3 };
    expect(checkField(any, '!@#')).toBeNull();
    expect(checkField(any, '!@#$')).toMatchObject({ kind: 'pattern' });
  });
  it('requires a value only when required', () => {
    expect(checkField(username, '')).toEqual({ kind: 'required' });
    expect(checkField({ ...username, required: false }, '')).toBeNull();
    expect(checkField({ ...username, required: false }, '', true)).toEqual({ kind: 'required' });
  });
  it('counts characters, not UTF-16 units', () => {
    expect(checkField({ ...username, acceptedPattern: '*', minLength: 2, maxLength: 2 }, '😀😀')).toBeNull();
  });
});

describe('fieldSettingSchema', () => {
  it('rejects an invalid regular expression and inverted bounds', () => {
    expect(fieldSettingSchema.safeParse({ ...username, acceptedPattern: '([' }).success).toBe(false);
    expect(fieldSettingSchema.safeParse({ ...username, minLength: 9, maxLength: 3 }).success).toBe(false);
  });
});
