// The import rules of ARCHITECTURE.md, as data: which workspace packages each kind may import.
// `restrictedImports(kind)` turns the table into `no-restricted-imports` patterns, so lint fails on a violation.

/** kind -> the @portal/* packages it may import ('*' = any) */
export const ALLOWED_IMPORTS = {
  contracts: [],
  api: ['contracts'],
  theme: [],
  ui: ['theme'],
  i18n: [],
  feature: ['contracts', 'api', 'theme', 'ui', 'i18n'],
  // The feature test harness (tooling/feature-testing): what a feature may import, never a feature.
  'feature-testing': ['contracts', 'api', 'theme', 'ui', 'i18n'],
  tenant: ['contracts', 'theme'],
  portal: ['*'],
  // The operator's back office (apps/backoffice): the shared layers, never a player feature.
  backoffice: ['contracts', 'api', 'theme', 'ui', 'i18n'],
  server: ['contracts'],
  tooling: ['*'],
};

/** kind -> the @portal/* packages its tests (and only its tests: `TEST_FILES`) may import as well */
export const TEST_ONLY_IMPORTS = {
  feature: ['feature-testing'],
};

/** The files of a package that are its tests and their helpers. */
export const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/e2e/**'];

// Build-time helpers every package may use.
const ALWAYS_ALLOWED = ['tsconfig', 'eslint-config', 'test-config'];

/** @param {string} kind @param {{ tests?: boolean }} [options] tests: the patterns for the kind's TEST_FILES */
export function restrictedImports(kind, { tests = false } = {}) {
  const own = ALLOWED_IMPORTS[kind];
  if (!own) throw new Error(`Unknown package kind "${kind}" (known: ${Object.keys(ALLOWED_IMPORTS).join(', ')})`);
  const allowed = tests ? [...own, ...(TEST_ONLY_IMPORTS[kind] ?? [])] : own;
  const patterns = [
    {
      regex: '^@portal/[^/]+/src(/|$)',
      message:
        "Import a workspace package through its public API (src/index.ts via 'exports'), never its src/ internals.",
    },
  ];
  if (!allowed.includes('*')) {
    const names = [...allowed, ...ALWAYS_ALLOWED].join('|');
    patterns.push({
      regex: `^@portal/(?!(${names})(/|$))`,
      message: `A "${kind}" package may import only ${allowed.length ? allowed.map((a) => `@portal/${a}`).join(', ') : 'no workspace package'} (ARCHITECTURE.md, workspace layout).`,
    });
  }
  return patterns;
}
