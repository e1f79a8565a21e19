// Button looks: one block per variant and size, all from theme tokens.
import { styled, css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (theme) => css`
    background: ${theme.color.accent.emphasis};
    color: ${theme.color.fg.onAccent};
    border-color: ${theme.color.accent.emphasis};
    &:hover:not(:disabled) {
      background: ${theme.color.accent.fg};
      border-color: ${theme.color.accent.fg};
    }
  `,
  secondary: (theme) => css`
    background: ${theme.color.bg.subtle};
    color: ${theme.color.fg.default};
    border-color: ${theme.color.border.default};
    &:hover:not(:disabled) {
      background: ${theme.color.bg.muted};
      border-color: ${theme.color.border.strong};
    }
  `,
  ghost: (theme) => css`
    background: transparent;
    color: ${theme.color.accent.fg};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${theme.color.accent.subtle};
    }
  `,
  danger: (theme) => css`
    background: ${theme.color.danger.emphasis};
    color: ${theme.color.fg.onAccent};
    border-color: ${theme.color.danger.emphasis};
    &:hover:not(:disabled) {
      background: ${theme.color.danger.fg};
      border-color: ${theme.color.danger.fg};
    }
  `,
};

const sizes: Record<ButtonSize, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  sm: (theme) => css`
    min-height: 2rem;
    padding: ${theme.space.xs} ${theme.space.md};
    font-size: ${theme.font.size.sm};
    gap: ${theme.space.xs};
  `,
  md: (theme) => css`
    min-height: 2.5rem;
    padding: ${theme.space.sm} ${theme.space.lg};
    font-size: ${theme.font.size.md};
    gap: ${theme.space.sm};
  `,
  lg: (theme) => css`
    min-height: 3rem;
    padding: ${theme.space.md} ${theme.space.xl};
    font-size: ${theme.font.size.lg};
    gap: ${theme.space.sm};
  `,
};

export const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  ${buttonBase}
  ${({ theme, $variant }) => variants[$variant](theme)}
  ${({ theme, $size }) => sizes[$size](theme)}
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const ButtonLabel = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const buttonVariantStyles = variants;
