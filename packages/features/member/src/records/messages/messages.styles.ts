// The inbox: the message list beside the open message (stacked on a narrow screen).
import { styled } from 'styled-components';

export const Inbox = styled.div`
  display: grid;
  grid-template-columns: minmax(14rem, 1fr) 2fr;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  @media (max-width: 48rem) {
    grid-template-columns: 1fr;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const MessageList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MessageButton = styled.button<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 0.5rem 1fr;
  column-gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.default};
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  font-weight: ${({ theme, $unread }) => ($unread ? theme.font.weight.semibold : theme.font.weight.regular)};
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.accent.emphasis};
    background: ${({ theme }) => theme.color.accent.subtle};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const UnreadDot = styled.span`
  grid-row: span 2;
  align-self: center;
  width: 0.5rem;
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.danger.emphasis};
`;

export const MessageDate = styled.span`
  grid-column: 2;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};

  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;
