import { portalConfig } from '@portal/eslint-config';

export default [
  ...portalConfig({ kind: 'server' }),
  // The in-house game page's script (browser/inhouse-game) runs in the browser. Its globals are
  // checked by its own tsconfig (DOM lib, no Node types; no-undef is off for TypeScript), and it
  // may take only types from @portal/contracts: a value import would bundle zod into the page (its
  // zod-free `@portal/contracts/retry-rule` is a path of its own, and allowed).
  {
    files: ['browser/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@portal/contracts',
              allowTypeImports: true,
              message: 'Import types only: a value would bundle zod into the game page.',
            },
          ],
          patterns: [{ group: ['node:*'], message: 'The game page runs in the browser.' }],
        },
      ],
    },
  },
];
