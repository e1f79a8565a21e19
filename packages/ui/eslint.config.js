import { portalConfig } from '@portal/eslint-config';

export default [
  ...portalConfig({ kind: 'ui', react: true }),
  {
    // Storybook's toolbar switches between the tenants' real token files, so .storybook/ (and only
    // it) may import @portal/tenant-*; the kit in src/ still knows no brand.
    files: ['.storybook/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
];
