// Import cycles, type-only imports included: `pnpm lint` fails on any (turbo runs this check once
// before every package's lint). A cycle makes load order matter and usually hides a missing module
// that both sides should import instead. Which package may import which is ESLint's boundaries rule
// (tooling/eslint-config/boundaries.js); this file only forbids cycles.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Break the cycle: move what both sides need into a module of its own.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|storybook-static|coverage|test-results|\\.turbo)/' },
    // Type-only imports count: a cycle of types is still two modules that need each other.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['@portal/source', 'import', 'require', 'node', 'default'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
