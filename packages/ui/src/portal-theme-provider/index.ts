export { PortalThemeProvider, type PortalThemeProviderProps } from './portal-theme-provider';
