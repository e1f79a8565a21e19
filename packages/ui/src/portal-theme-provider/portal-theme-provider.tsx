// Puts the portal theme (base tokens for a mode plus a brand's overrides) into styled-components'
// ThemeProvider, so every component of the kit reads its values from `theme`.
import { createTheme, type BrandTokens, type ThemeMode } from '@portal/theme';
import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';

export interface PortalThemeProviderProps {
  mode: ThemeMode;
  /** The brand's token overrides (a tenant's theme.json); none gives the base look. */
  brand?: BrandTokens;
  children: ReactNode;
}

export function PortalThemeProvider({ mode, brand, children }: PortalThemeProviderProps) {
  const theme = useMemo(() => createTheme(mode, brand), [mode, brand]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
