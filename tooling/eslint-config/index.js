// Shared ESLint flat config. A package's eslint.config.js is one line:
//   export default portalConfig({ kind: 'ui' })
// where `kind` selects its import rules from boundaries.js.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { restrictedImports, TEST_FILES, TEST_ONLY_IMPORTS } from './boundaries.js';

export { ALLOWED_IMPORTS, restrictedImports, TEST_FILES, TEST_ONLY_IMPORTS } from './boundaries.js';

// Kinds published to a registry: their code also runs unbundled in a consumer's Node (Vitest, SSR),
// where styled-components resolves to its CommonJS build and the default import is the exports
// object (`styled.div is not a function`); the named `styled` export works everywhere.
const PUBLISHED_KINDS = new Set(['contracts', 'api', 'theme', 'ui', 'i18n', 'feature']);
const PUBLISHED_PATHS = [
  {
    name: 'styled-components',
    importNames: ['default'],
    message: "Use `import { styled } from 'styled-components'`: the default import fails in plain Node.",
  },
];

/**
 * @param {{ kind: string, react?: boolean, ignores?: string[] }} options
 */
export function portalConfig({ kind, react = false, ignores = [] }) {
  return tseslint.config(
    { ignores: ['dist/**', 'storybook-static/**', 'test-results/**', 'coverage/**', 'node_modules/**', ...ignores] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: {
        globals: { ...globals.node, ...(react ? globals.browser : {}) },
      },
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: restrictedImports(kind), paths: PUBLISHED_KINDS.has(kind) ? PUBLISHED_PATHS : [] },
        ],
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        'no-console': ['error', { allow: ['warn', 'error'] }],
      },
    },
    ...(react
      ? [
          jsxA11y.flatConfigs.recommended,
          {
            plugins: { 'react-hooks': reactHooks },
            rules: {
              'react-hooks/rules-of-hooks': 'error',
              'react-hooks/exhaustive-deps': 'error',
            },
          },
        ]
      : []),
    // A kind's tests may import its test-only packages too (a feature's tests: the feature harness).
    ...(TEST_ONLY_IMPORTS[kind]
      ? [
          {
            files: TEST_FILES,
            rules: {
              'no-restricted-imports': [
                'error',
                {
                  patterns: restrictedImports(kind, { tests: true }),
                  paths: PUBLISHED_KINDS.has(kind) ? PUBLISHED_PATHS : [],
                },
              ],
            },
          },
        ]
      : []),
    {
      files: [
        '**/*.test.ts',
        '**/*.test.tsx',
        '**/*.stories.tsx',
        '**/test/**',
        '**/e2e/**',
        '**/*.config.ts',
        '**/scripts/**',
      ],
      rules: { 'no-console': 'off' },
    },
  );
}
