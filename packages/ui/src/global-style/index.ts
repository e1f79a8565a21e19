export { GlobalStyle } from './global-style';
