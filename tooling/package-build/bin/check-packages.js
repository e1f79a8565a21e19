#!/usr/bin/env node
// `portal-check-packages`: packs every public package of the workspace (`pnpm pack`, after a build)
// and checks each tarball with publint --strict and are-the-types-wrong (ESM-only). Exits 1 on any
// problem. The release rehearsal's tests run the same checks on the versioned packages.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkPackedPackage } from '../src/check-package.js';
import { packPackage, publicPackages } from '../src/workspace-packages.js';

const root = process.argv[2] ?? process.cwd();
const destination = mkdtempSync(join(tmpdir(), 'portal-pack-'));
let failed = 0;
try {
  for (const pkg of publicPackages(root)) {
    const { problems } = await checkPackedPackage(packPackage(pkg.path, destination));
    console.log(`${problems.length ? '✗' : '✓'} ${pkg.name}@${pkg.version}`);
    for (const problem of problems) console.log(`    ${problem.replaceAll('\n', '\n    ')}`);
    if (problems.length) failed += 1;
  }
} finally {
  rmSync(destination, { recursive: true, force: true });
}
if (failed) {
  console.error(`${failed} package(s) are not fit to publish`);
  process.exit(1);
}
