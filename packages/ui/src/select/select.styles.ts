// Select looks: the shared field frame around a native select, with our own chevron.
import { styled } from 'styled-components';
import { bareControl, controlFrame } from '../internal/field.styles';

export const SelectFrame = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  ${controlFrame}
  position: relative;
  padding-inline-end: ${({ theme }) => theme.space.sm};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
`;

export const StyledSelect = styled.select`
  ${bareControl}
  appearance: none;
  cursor: pointer;
  padding-inline-end: ${({ theme }) => theme.space.xl};

  option {
    color: ${({ theme }) => theme.color.fg.default};
    background: ${({ theme }) => theme.color.bg.default};
  }
`;

export const Chevron = styled.span`
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.space.sm};
  display: inline-flex;
  pointer-events: none;
  color: ${({ theme }) => theme.color.fg.muted};
`;
