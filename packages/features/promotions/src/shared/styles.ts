// Layout pieces the promotions' screens share: the page, sections, the cards' grid, chips' row, a
// definition list of figures. Theme tokens only.
import { styled } from 'styled-components';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const SectionHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.fg.muted};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.fg.default};
    font-variant-numeric: tabular-nums;
  }
`;

export const CardList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CardItem = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.fg.default};

  a {
    color: inherit;
    text-decoration: none;
  }

  /* The whole card is the title's link target. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  a:focus-visible {
    outline: none;
  }

  a:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

export const Slide = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 8rem;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xxl}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};

  a {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.fg.default};
  }
`;

export const Meter = styled.progress`
  width: 100%;
  max-width: 28rem;
  height: 0.75rem;
  accent-color: ${({ theme }) => theme.color.accent.emphasis};
`;
