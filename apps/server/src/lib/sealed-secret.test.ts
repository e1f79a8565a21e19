import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretSealer } from './sealed-secret';

describe('SecretSealer', () => {
  const key = randomBytes(32);
  const sealer = new SecretSealer(key, 'totp');

  it('opens what it sealed, and the box does not hold the secret', () => {
    const box = sealer.seal('JBSWY3DPEHPK3PXP', 'AUR:7');
    expect(box).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealer.open(box, 'AUR:7')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a box bound to another account, or sealed under another key or purpose', () => {
    const box = sealer.seal('JBSWY3DPEHPK3PXP', 'AUR:7');
    expect(() => sealer.open(box, 'AUR:8')).toThrow();
    expect(() => new SecretSealer(randomBytes(32), 'totp').open(box, 'AUR:7')).toThrow();
    expect(() => new SecretSealer(key, 'other').open(box, 'AUR:7')).toThrow();
  });
});
