import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from './masks';

describe('masks', () => {
  it('keeps the dialing code and the last four digits of a mobile number', () => {
    expect(maskMobile('+84', '912345678')).toBe('+84 *****5678');
    expect(maskMobile('66', '81234')).toBe('+66 ****1234');
    expect(maskMobile(null, '912345678')).toBe('*****5678');
    expect(maskMobile('+84', null)).toBeNull();
    expect(maskMobile('+84', '+84912345678')).toBe('+84 *****5678');
  });
  it('keeps the first character and the domain of an e-mail address', () => {
    expect(maskEmail('member01@aurora.example')).toBe('m***@aurora.example');
    expect(maskEmail('broken')).toBe('***');
    expect(maskEmail(null)).toBeNull();
  });
});
