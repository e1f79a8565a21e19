// The workspace's one Storybook: the kit's stories (packages/ui) and every feature package's screens
// (packages/features/*), with docs pages, the a11y panel and the
// Vitest addon that runs each story as a test in Chromium (vitest.config.ts). public/ holds MSW's
// service worker, which answers the stories' platform calls (preview.tsx).
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

/** The feature packages whose screens are in Storybook. */
export const STORY_FEATURES = ['agent', 'auth', 'lobby', 'lottery', 'mall', 'member', 'promotions', 'support'];

const config: StorybookConfig = {
  stories: [
    '../../../packages/ui/src/**/*.stories.@(ts|tsx)',
    `../../../packages/features/{${STORY_FEATURES.join(',')}}/src/**/*.stories.@(ts|tsx)`,
  ],
  staticDirs: ['../public'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Our workspace packages (the theme) resolve to their TypeScript sources, as in every other tool.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, { resolve: { conditions: ['@portal/source', ...defaultClientConditions] } }),
};

export default config;
