// Checkbox looks: a native checkbox tinted with the accent colour, label beside it.
import { styled } from 'styled-components';

export const CheckboxRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const CheckboxRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledCheckbox = styled.input`
  flex: none;
  width: 1.125rem;
  height: 1.125rem;
  margin: 0.1875rem 0 0;
  accent-color: ${({ theme }) => theme.color.accent.emphasis};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

export const CheckboxLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.fg.default};
  cursor: pointer;
`;

export const CheckboxMessages = styled.div`
  padding-inline-start: calc(1.125rem + ${({ theme }) => theme.space.sm});
`;
