// A square button around an icon, in the same variants as Button.
import { styled, css } from 'styled-components';
import { buttonBase, buttonVariantStyles, type ButtonVariant } from '../button/button.styles';

export type IconButtonSize = 'sm' | 'md' | 'lg';

const sizes: Record<IconButtonSize, string> = { sm: '2rem', md: '2.5rem', lg: '3rem' };

export const StyledIconButton = styled.button<{ $variant: ButtonVariant; $size: IconButtonSize }>`
  ${buttonBase}
  ${({ theme, $variant }) => buttonVariantStyles[$variant](theme)}
  ${({ $size }) => css`
    width: ${sizes[$size]};
    height: ${sizes[$size]};
  `}
  padding: 0;
  flex: none;
`;
