// `pnpm run build` of the portal: builds every tenant folder under tenants/ that has a tenant.json
// (or only env TENANT) into dist/<tenant-id>/ with a first paint per public route
// (prerender-pages.mjs), then proves each bundle holds nothing of any other
// brand, then enforces the bundle budget. Any failure exits non-zero with the reason.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { importSource } from './import-source.mjs';
import { prerenderTenant } from './prerender-pages.mjs';

const PORTAL_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const TENANTS_DIR = process.env.PORTAL_TENANTS_DIR ?? join(PORTAL_DIR, '..', '..', 'tenants');

/** @returns {string[]} */
function tenantIds() {
  return readdirSync(TENANTS_DIR)
    .filter((name) => existsSync(join(TENANTS_DIR, name, 'tenant.json')))
    .sort();
}

const all = tenantIds();
const selected = process.env.TENANT ? [process.env.TENANT] : all;
if (selected.length === 0) {
  console.error(`[build] no tenant folder with a tenant.json under ${TENANTS_DIR}`);
  process.exit(1);
}

for (const tenant of selected) {
  console.log(`[build] ${tenant} → dist/${tenant}/`);
  process.env.TENANT = tenant;
  try {
    await build({ root: PORTAL_DIR, configFile: join(PORTAL_DIR, 'vite.config.ts'), logLevel: 'warn' });
    const pages = await prerenderTenant({ tenant, portalDir: PORTAL_DIR });
    console.log(`[build] ${tenant}: first paint of ${pages.length} routes`);
  } catch (error) {
    console.error(`[build] ${tenant} failed:\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

/** @type {typeof import('../vite/tenant-isolation.ts')} */
const isolation = await importSource(join(PORTAL_DIR, 'vite', 'tenant-isolation.ts'), PORTAL_DIR);
let leaks = 0;
for (const tenant of selected) {
  const tenantDir = join(TENANTS_DIR, tenant);
  for (const other of all.filter((id) => id !== tenant)) {
    const findings = isolation.findBrandTraces(
      join(PORTAL_DIR, 'dist', tenant),
      isolation.brandFingerprint(join(TENANTS_DIR, other), [tenantDir]),
    );
    for (const finding of findings) console.error(`[build] dist/${tenant}/${finding}`);
    leaks += findings.length;
  }
}
if (leaks > 0) {
  console.error(`[build] ${leaks} trace(s) of another brand in a tenant bundle: a bundle must hold one brand only`);
  process.exit(1);
}
console.log(
  `[build] tenant isolation: ${selected.join(', ')} hold nothing of ${all.length > 1 ? 'the other brands' : 'another brand'}`,
);

// The performance budget, on every build (CI builds through this script).
const budget = spawnSync(process.execPath, [join(PORTAL_DIR, 'scripts', 'bundle-budget.mjs'), ...selected], {
  stdio: 'inherit',
  env: process.env,
});
if (budget.status !== 0) process.exit(budget.status ?? 1);
