// GlobalStyle: the page-wide rules (see global-style.styles.ts). Render it once inside PortalThemeProvider.
export { GlobalStyle } from './global-style.styles';
