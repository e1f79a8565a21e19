// Layout pieces the agent pages share: a section with its heading, a grid of figures, a row of
// filters and a note.
import { styled } from 'styled-components';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const SectionHeading = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const FigureGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border.muted};
    border-radius: ${({ theme }) => theme.radius.md};
  }

  dt {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.fg.default};
  }
`;

export const FilterRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 28rem;
`;
