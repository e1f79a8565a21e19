// Layout pieces the promotions' screens share: the page, sections, the cards' grid, chips' row, a
// definition list of figures. Theme tokens only.
import { styled } from 'styled-components';

// The kit's page parts under the names this feature's screens use.
export {
  ActionRow as Actions,
  CardGrid as CardList,
  DescriptionList as Figures,
  MutedText as Muted,
  PageSection as Section,
  PageTitle as Heading,
  SectionTitle as SectionHeading,
} from '@portal/ui';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
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

// h2: the cards sit right under the page title (h1); an h3 skipped a level (axe heading-order, found by the stories).
export const CardTitle = styled.h2`
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
