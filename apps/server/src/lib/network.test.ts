import { describe, expect, it } from 'vitest';
import { maskIp, networkOf } from './network';

describe('networkOf', () => {
  it('takes an IPv4 address by its /24 and a mapped one as IPv4', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.113.250')).toBe(networkOf('203.0.113.7'));
    expect(networkOf('203.0.114.7')).not.toBe(networkOf('203.0.113.7'));
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
  });

  it('takes an IPv6 address by its /64, however it is written', () => {
    expect(networkOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0db8:0001:0002:ffff::9')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('2001:db8:1:3::1')).not.toBe(networkOf('2001:db8:1:2::1'));
  });

  it('masks the host part for the sessions list', () => {
    expect(maskIp('203.0.113.7')).toBe('203.0.113.*');
    expect(maskIp('2001:db8:1:2::1')).toBe('2001:db8:1:2:*');
    expect(maskIp('not an ip')).toBe('*');
  });
});
