// Each tenant's built bundle holds nothing of the other brand: not its merchant code, brand name,
// colours or images (checked on the files the server serves, dist/<tenant>/).
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { importSource } from '../scripts/import-source.mjs';
import type * as Isolation from '../vite/tenant-isolation';

const PORTAL_DIR = join(import.meta.dirname, '..');
// The files the server serves (PORTAL_E2E_DIST, as in playwright.config.ts).
const DIST_DIR = process.env.PORTAL_E2E_DIST ?? join(PORTAL_DIR, 'dist');
const TENANTS_DIR = join(PORTAL_DIR, '..', '..', 'tenants');

for (const [tenant, other] of [
  ['aurora', 'lotus'],
  ['lotus', 'aurora'],
] as const) {
  test(`the ${tenant} bundle contains nothing of ${other}`, async () => {
    const { brandFingerprint, findBrandTraces } = await importSource<typeof Isolation>(
      join(PORTAL_DIR, 'vite', 'tenant-isolation.ts'),
      dirname(PORTAL_DIR),
    );
    const fingerprint = brandFingerprint(join(TENANTS_DIR, other), [join(TENANTS_DIR, tenant)]);
    // The fingerprint is not empty: the check looks for something real.
    expect(fingerprint.colours.length).toBeGreaterThan(0);
    expect(fingerprint.images.size).toBeGreaterThan(3);
    expect(findBrandTraces(join(DIST_DIR, tenant), fingerprint)).toEqual([]);
  });
}
