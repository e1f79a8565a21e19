// Menu looks: a floating panel of items above the page (z-index dropdown).
import { styled } from 'styled-components';

export const MenuPanel = styled.div`
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  min-width: 12rem;
  max-width: min(20rem, calc(100vw - 1rem));
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.default};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &:focus {
    outline: none;
  }
`;

export const MenuItemButton = styled.button<{ $danger: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.color.danger.fg : theme.color.fg.default)};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: start;
  cursor: pointer;

  &:hover:not(:disabled),
  &:focus {
    background: ${({ theme }) => theme.color.bg.muted};
    outline: none;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;
