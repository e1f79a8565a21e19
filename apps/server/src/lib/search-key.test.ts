import { describe, expect, it } from 'vitest';
import { searchKey } from './search-key';

describe('searchKey', () => {
  it('folds case and Vietnamese diacritics, đ included', () => {
    expect(searchKey('Vương Quốc Rồng')).toBe('vuong quoc rong');
    expect(searchKey('ĐẠI PHÁT')).toBe('dai phat');
    expect(searchKey('Đường')).toBe(searchKey('duong'));
  });
  it('folds Latin accents and spaces', () => {
    expect(searchKey('  Crème   Brûlée ')).toBe('creme brulee');
  });
  it('folds Thai tone and vowel marks so a query matches with or without them', () => {
    expect(searchKey('มังกรทอง')).toBe(searchKey('มงกรทอง'));
    expect(searchKey('เสือ')).not.toBe('');
  });
});
