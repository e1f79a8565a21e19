// Every story is drawn inside PortalThemeProvider + GlobalStyle with the tenant and theme chosen
// in the toolbar; accessibility violations fail the story tests.
import type { Decorator, Preview } from '@storybook/react-vite';
import type { ThemeMode } from '@portal/theme';
import { GlobalStyle, PortalThemeProvider } from '../src';
import { TENANT_NAMES, TENANT_THEMES, type TenantName } from './tenant-themes';

const withPortalTheme: Decorator = (Story, context) => {
  const tenant = (context.globals.tenant as TenantName | undefined) ?? 'aurora';
  const mode = (context.globals.theme as ThemeMode | undefined) ?? 'light';
  return (
    <PortalThemeProvider mode={mode} brand={TENANT_THEMES[tenant]}>
      <GlobalStyle />
      <Story />
    </PortalThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withPortalTheme],
  globalTypes: {
    tenant: {
      description: 'Tenant (brand) whose tokens style the components',
      toolbar: { title: 'Tenant', icon: 'globe', items: TENANT_NAMES, dynamicTitle: true },
    },
    theme: {
      description: 'Light or dark theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { tenant: 'aurora', theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
