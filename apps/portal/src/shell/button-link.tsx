// A router link that looks like the kit's buttons, for navigation styled as an action (Log in,
// Register, Back to home). The kit's Button renders a <button>, which must not navigate.
import { Link } from 'react-router';
import styled, { css } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'ghost';

export const buttonLinkStyles = css<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  white-space: nowrap;
  transition: background-color ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};

  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.color.accent.emphasis};
          color: ${theme.color.fg.onAccent};
          &:hover {
            background: ${theme.color.accent.fg};
          }
        `
      : $variant === 'secondary'
        ? css`
            background: ${theme.color.bg.default};
            color: ${theme.color.fg.default};
            border-color: ${theme.color.border.default};
            &:hover {
              background: ${theme.color.bg.muted};
            }
          `
        : css`
            background: transparent;
            color: ${theme.color.accent.fg};
            &:hover {
              background: ${theme.color.accent.subtle};
            }
          `}

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const ButtonLink = styled(Link)<{ $variant?: Variant }>`
  ${buttonLinkStyles}
`;

export const ButtonAnchor = styled.a<{ $variant?: Variant }>`
  ${buttonLinkStyles}
`;
