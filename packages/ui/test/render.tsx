// Test helper: render inside the portal theme (light, base tokens) as every screen does.
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { PortalThemeProvider } from '../src/portal-theme-provider';

function Wrapper({ children }: { children: ReactNode }) {
  return <PortalThemeProvider mode="light">{children}</PortalThemeProvider>;
}

export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  return render(ui, { wrapper: Wrapper, ...options });
}
