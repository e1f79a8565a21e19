// Styles of the dialing-code picker; theme tokens only.
import { styled } from 'styled-components';

export const PickerRoot = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: 8.5rem;
  flex: none;
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const InputFrame = styled.div<{ $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $disabled }) => ($disabled ? theme.color.bg.muted : theme.color.bg.default)};
  color: ${({ theme }) => theme.color.fg.default};

  &:focus-within {
    border-color: ${({ theme }) => theme.color.border.focus};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.border.focus};
  }
`;

export const TextInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 2.5rem;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.md};

  &:focus {
    outline: none;
  }
`;

export const Listbox = styled.ul`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  width: 18rem;
  max-height: 16rem;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.default};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &[hidden] {
    display: none;
  }

  & > li[role='presentation'] {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

export const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.color.accent.subtle : 'transparent')};
  color: ${({ theme }) => theme.color.fg.default};
  outline: ${({ theme, $active }) => ($active ? `1px solid ${theme.color.border.focus}` : 'none')};
  outline-offset: -1px;

  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
`;

export const OptionName = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const OptionCode = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
  font-variant-numeric: tabular-nums;
`;
