// The generated flag table must match the installed country-flag-icons (regenerate on upgrade:
// node scripts/generate-flag-loaders.mjs), and a flag loads as an SVG image URL.
import { countries } from 'country-flag-icons';
import { describe, expect, it } from 'vitest';
import { loadFlag } from './country-flag';
import { FLAG_LOADERS } from './flag-loaders.generated';

describe('flag loaders', () => {
  it('has one loader per flag of the installed country-flag-icons', () => {
    expect(Object.keys(FLAG_LOADERS).sort()).toEqual([...countries].sort());
  });

  it('loads a flag as an SVG data URL, and nothing for an unknown code', async () => {
    expect(await loadFlag('VN')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(await loadFlag('ZZ')).toBeNull();
  });
});
