// Looks shared by the report pages: the page's column, the filter row, the search form and the
// chart's frame (totals, signed amounts and the error notice are the kit's page parts). Theme tokens only.
import { styled } from 'styled-components';

export const PageSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

/** Under the centre's page heading (an h3 in the modal titled by an h2). */
export const Heading = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.fg.default};
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

export const FilterColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const QuickPicks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const SearchForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

/** The chart's box: a fixed height so the page does not jump when the chart's chunk arrives. */
export const ChartBox = styled.figure`
  margin: 0;
  height: 16rem;
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.default};
`;
