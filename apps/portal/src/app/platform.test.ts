import { describe, expect, it } from 'vitest';
import { deviceId, rememberMerchant } from './platform';

describe('rememberMerchant', () => {
  it('writes both merchant keys of sessionStorage', () => {
    rememberMerchant('AUR');
    expect(sessionStorage.getItem('merchant')).toBe('AUR');
    expect(sessionStorage.getItem('merchantCode')).toBe('AUR');
  });
});

describe('deviceId', () => {
  it('keeps one random id per browser in localStorage', () => {
    const first = deviceId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceId()).toBe(first);
    expect(localStorage.getItem('SHELL_deviceId')).toBe(first);
  });
});
