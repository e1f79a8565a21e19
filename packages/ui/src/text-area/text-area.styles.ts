// TextArea looks: the shared field frame around a bare native textarea that grows by hand (resize).
import { styled } from 'styled-components';
import { bareControl, controlFrame } from '../internal/field.styles';

export const TextAreaFrame = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  ${controlFrame}
  align-items: stretch;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
`;

export const StyledTextArea = styled.textarea`
  ${bareControl}
  height: auto;
  min-height: 6rem;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  resize: vertical;
`;

export const Counter = styled.p<{ $over: boolean }>`
  margin: 0;
  align-self: flex-end;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.color.danger.fg : theme.color.fg.muted)};
`;
