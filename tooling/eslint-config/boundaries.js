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
  tenant: ['contracts', 'theme'],
  portal: ['*'],
  server: ['contracts'],
  tooling: ['*'],
};

// Build-time helpers every package may use.
const ALWAYS_ALLOWED = ['tsconfig', 'eslint-config', 'test-config'];

export function restrictedImports(kind) {
  const allowed = ALLOWED_IMPORTS[kind];
  if (!allowed) throw new Error(`Unknown package kind "${kind}" (known: ${Object.keys(ALLOWED_IMPORTS).join(', ')})`);
  const patterns = [
    {
      regex: '^@portal/[^/]+/src(/|$)',
      message: "Import a workspace package through its public API (src/index.ts via 'exports'), never its src/ internals.",
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
