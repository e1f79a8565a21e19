// Public API of @portal/theme: the token contract, base values and the theme factory.
import './styled-theme';

export {
  baseTokens,
  type ColorTokens,
  type DeepPartial,
  type ThemeMode,
  type TokenOverrides,
  type Tokens,
} from './tokens';
export { createTheme, unknownTokenPaths, type BrandTokens, type PortalTheme } from './create-theme';
