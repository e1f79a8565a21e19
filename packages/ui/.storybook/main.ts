// Storybook for @portal/ui: every *.stories.tsx beside the components, with the a11y checks and
// the Vitest addon that runs each story as a test in Chromium (see vitest.config.ts).
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Our workspace packages (the theme) resolve to their TypeScript sources, as in every other tool.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, { resolve: { conditions: ['@portal/source', ...defaultClientConditions] } }),
};

export default config;
