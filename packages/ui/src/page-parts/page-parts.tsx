// The pieces every feature screen is built from, so they look and read the same everywhere: a
// titled section, the page's and a section's title, muted help text, a row of actions, a list of
// figures (label and value pairs), headline figures as tiles, an amount coloured by its sign, an
// error notice and a grid of cards. Theme tokens only; each keeps its semantic
// element (`as` changes it where a screen's heading levels need another, e.g. an h4 in a dialog).
import type { ReactNode } from 'react';
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

/** Headline figures (a list's totals) as tiles: a FigureTile each, its label (dt) over its value (dd). */
export const FigureTiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

export const FigureTile = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};

  dt {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.fg.muted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

type Sign = 'positive' | 'negative' | 'zero';

const Signed = styled.span<{ $sign: Sign }>`
  color: ${({ theme, $sign }) =>
    $sign === 'positive' ? theme.color.success.fg : $sign === 'negative' ? theme.color.danger.fg : 'inherit'};
  font-variant-numeric: tabular-nums;
`;

/** An amount (its text as children) coloured by the sign of `amount`: a gain, a loss, or neither. */
export function SignedAmount({ amount, children }: { amount: number; children: ReactNode }) {
  return <Signed $sign={amount > 0 ? 'positive' : amount < 0 ? 'negative' : 'zero'}>{children}</Signed>;
}

const Notice = styled.div`
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

/** What went wrong with a list or an action (role=alert), with what to do about it (e.g. Retry). */
export function ErrorNotice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Notice role="alert">
      <span>{children}</span>
      {action}
    </Notice>
  );
}

/** Cards (list items) in as many columns of at least 16rem as fit. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;
