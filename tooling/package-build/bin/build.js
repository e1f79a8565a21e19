#!/usr/bin/env node
// `portal-package-build`: every public package's `build` script. Builds the package in the current
// folder with the one shared library configuration (../src/library-config.js).
import { buildLibrary } from '../src/library-config.js';

try {
  await buildLibrary(process.cwd());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
