// styled-components reads the portal theme: `${({ theme }) => theme.color.accent.emphasis}` is typed.
import 'styled-components';
import type { PortalTheme } from './create-theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends PortalTheme {}
}

export {};
