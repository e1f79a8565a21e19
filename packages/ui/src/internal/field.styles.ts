// The parts every form field shares: label, required star, hint, error text and the control frame.
import { styled, css } from 'styled-components';

export const FieldRoot = styled.div<{ $fullWidth?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: ${({ $fullWidth = true }) => ($fullWidth ? '100%' : 'auto')};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const RequiredStar = styled.span`
  margin-inline-start: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.danger.fg};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.danger.fg};
`;

/** The bordered box around an input or select, with room for visuals on either side. */
export const controlFrame = css<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger.emphasis : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.default};
  color: ${({ theme }) => theme.color.fg.default};
  transition: border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &:hover {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.danger.emphasis : theme.color.border.strong)};
  }

  &:focus-within {
    border-color: ${({ theme }) => theme.color.border.focus};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.border.focus};
  }
`;

/** The bare native control inside a frame: the frame draws border and focus. */
export const bareControl = css`
  flex: 1;
  min-width: 0;
  height: 2.5rem;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.md};

  &::placeholder {
    color: ${({ theme }) => theme.color.fg.subtle};
    opacity: 1;
  }

  &:focus,
  &:focus-visible {
    outline: none;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

export const Visual = styled.span`
  display: inline-flex;
  align-items: center;
  flex: none;
  color: ${({ theme }) => theme.color.fg.muted};
`;
