// @vitest-environment node
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { brandFingerprint, findBrandTraces } from './tenant-isolation.ts';
import { validTenantConfig, writeTenantFixture, type TenantFixture } from './testing/tenant-fixture.ts';

const fixtures: TenantFixture[] = [];
afterEach(() => {
  for (const { root } of fixtures.splice(0)) rmSync(root, { recursive: true, force: true });
});

function twoBrands() {
  const red = writeTenantFixture('red', {
    config: { ...validTenantConfig('red'), merchantCode: 'RED', brandName: 'Red Casino' },
    theme: { light: { color: { accent: { emphasis: '#AA0011', fg: '#101010' } } } },
  });
  const blue = writeTenantFixture('blue', {
    config: { ...validTenantConfig('blue'), merchantCode: 'BLU', brandName: 'Blue Lotto' },
    theme: { light: { color: { accent: { emphasis: '#0011aa', fg: '#101010' } } } },
  });
  fixtures.push(red, blue);
  const dist = join(red.root, 'dist-red');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<title>Red Casino</title>');
  writeFileSync(
    join(dist, 'assets', 'index.js'),
    'const t={"merchantCode":"RED",accent:"#aa0011"};const RESULTS_BLU=1;',
  );
  return { red, blue, dist };
}

describe('tenant isolation', () => {
  it('fingerprints a brand by the colours only it uses', () => {
    const { red, blue } = twoBrands();
    const fingerprint = brandFingerprint(blue.dir, [red.dir]);
    expect(fingerprint.colours).toEqual(['#0011aa']);
    expect(fingerprint.texts).toEqual(['Blue Lotto', 'blue']);
    expect(fingerprint.merchantCode).toBe('BLU');
  });

  it('finds nothing of another brand in a clean bundle', () => {
    const { red, blue, dist } = twoBrands();
    expect(findBrandTraces(dist, brandFingerprint(blue.dir, [red.dir]))).toEqual([]);
  });

  it("finds another brand's name, merchant code, colour and image", () => {
    const { red, blue, dist } = twoBrands();
    writeFileSync(join(dist, 'assets', 'leak.js'), 'x={"merchantCode":"BLU",name:"Blue Lotto",c:"#0011AA"}');
    writeFileSync(join(dist, 'assets', 'logo-123.svg'), readFileSync(join(blue.dir, 'assets', 'logo.svg')));
    // Same bytes under another name: an image is recognised by content, not by file name.
    expect(findBrandTraces(dist, brandFingerprint(blue.dir, [red.dir])).sort()).toEqual(
      [
        'assets/leak.js contains blue\'s "Blue Lotto"',
        'assets/leak.js contains blue\'s "blue"',
        'assets/leak.js contains blue\'s merchant code "BLU"',
        "assets/leak.js contains blue's colour #0011aa",
        "assets/logo-123.svg is blue's image assets/logo.svg",
      ].sort(),
    );
  });
});
