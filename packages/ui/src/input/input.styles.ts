// Input looks: the shared field frame around a bare native input.
import { styled } from 'styled-components';
import { bareControl, controlFrame } from '../internal/field.styles';

export const InputFrame = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  ${controlFrame}
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
`;

export const StyledInput = styled.input`
  ${bareControl}
`;
