import styled from 'styled-components';

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const ListColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const NoticeList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const NoticeButton = styled.button`
  width: 100%;
  text-align: start;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: none;
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  cursor: pointer;
  &[aria-current='true'] {
    background: ${({ theme }) => theme.color.accent.subtle};
    border-color: ${({ theme }) => theme.color.accent.muted};
  }
  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 1px;
  }
`;

export const Detail = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const DetailTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const DetailTime = styled.time`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
`;
