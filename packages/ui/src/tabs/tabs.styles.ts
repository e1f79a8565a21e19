// Tabs looks: a row of tabs over a line; the selected one is underlined in the accent colour.
import { styled } from 'styled-components';

export const TabList = styled.div<{ $fullWidth: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  scrollbar-width: none;

  & > * {
    flex: ${({ $fullWidth }) => ($fullWidth ? '1 1 0' : 'none')};
  }
`;

export const Tab = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.fg.muted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset-inline: 0;
    bottom: -1px;
    height: 2px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: transparent;
  }

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.fg.default};
  }

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.fg.default};
  }

  &[aria-selected='true']::after {
    background: ${({ theme }) => theme.color.accent.emphasis};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const TabPanel = styled.div<{ $alone: boolean }>`
  padding-block: ${({ theme, $alone }) => ($alone ? '0' : theme.space.lg)};
`;
