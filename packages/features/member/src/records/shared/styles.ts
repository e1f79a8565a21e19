// Looks shared by the record pages: the page's column, the filter row, a totals list, signed
// amounts in the success or danger colour, and the error box.
import { styled } from 'styled-components';

export const PageSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

export const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(16rem, 2fr) repeat(auto-fit, minmax(10rem, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space.md};

  @media (max-width: 40rem) {
    grid-template-columns: 1fr;
  }
`;

export const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.danger.emphasis};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.danger.muted};
  color: ${({ theme }) => theme.color.danger.fg};
`;

export const EmptyState = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  border: 1px dashed ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.fg.muted};
  text-align: center;
`;
