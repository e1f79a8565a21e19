// Looks shared by the record pages: the page's column, the filter row and the empty state (totals,
// signed amounts and the error notice are the kit's page parts).
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

export const EmptyState = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  border: 1px dashed ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.fg.muted};
  text-align: center;
`;
