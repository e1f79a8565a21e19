// The pieces every feature screen is built from, so they look and read the same everywhere: a
// titled section, the page's and a section's title, muted help text, a row of actions, a list of
// figures (label and value pairs) and a grid of cards. Theme tokens only; each keeps its semantic
// element (`as` changes it where a screen's heading levels need another, e.g. an h4 in a dialog).
import { styled } from 'styled-components';

/** A part of a screen: its children in a column. */
export const PageSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/** The screen's title (h1). */
export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.fg.default};
`;

/** A section's title (h2 unless `as` says otherwise). */
export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.fg.default};
`;

/** Help or secondary text. */
export const MutedText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Buttons and links side by side, wrapping on narrow screens. */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Figures as label (dt) and value (dd) pairs in two columns; a pair may be wrapped in a div. */
export const DescriptionList = styled.dl`
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

  & > div {
    display: contents;
  }
`;

/** Cards (list items) in as many columns of at least 16rem as fit. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;
