// Layout primitives: Stack (a column), Inline (a row that wraps, a "cluster") and Grid. Spacing is
// a space token name, never a number, so every screen keeps the same rhythm. `as` picks a
// semantic element (a list, a nav) without another wrapper.
import type { ReactNode } from 'react';
import {
  GridRoot,
  InlineRoot,
  StackRoot,
  type LayoutAlign,
  type LayoutJustify,
  type SpaceToken,
} from './layout.styles';

export type LayoutElement =
  'div' | 'section' | 'ul' | 'ol' | 'li' | 'nav' | 'header' | 'footer' | 'main' | 'aside' | 'form';

interface LayoutBaseProps {
  children?: ReactNode;
  gap?: SpaceToken;
  as?: LayoutElement;
  /** Names a list or a landmark for screen readers (e.g. a labelled `ul` or `nav`). */
  'aria-label'?: string;
}

export interface StackProps extends LayoutBaseProps {
  /** Cross-axis alignment of the children (default stretch: full width). */
  align?: LayoutAlign;
}

export function Stack({ children, gap = 'md', align = 'stretch', as = 'div', 'aria-label': label }: StackProps) {
  return (
    <StackRoot as={as} aria-label={label} $gap={gap} $align={align}>
      {children}
    </StackRoot>
  );
}

export interface InlineProps extends LayoutBaseProps {
  align?: LayoutAlign;
  justify?: LayoutJustify;
  /** Let children wrap onto the next line (default true). */
  wrap?: boolean;
}

export function Inline({
  children,
  gap = 'sm',
  align = 'center',
  justify = 'start',
  wrap = true,
  as = 'div',
  'aria-label': label,
}: InlineProps) {
  return (
    <InlineRoot as={as} aria-label={label} $gap={gap} $align={align} $justify={justify} $wrap={wrap}>
      {children}
    </InlineRoot>
  );
}

export interface GridProps extends LayoutBaseProps {
  /** A fixed number of equal columns. Without it, as many columns of `minItemWidth` as fit. */
  columns?: number;
  /** A CSS length: the narrowest a cell may be when columns are automatic (default 10rem). */
  minItemWidth?: string;
}

export function Grid({
  children,
  gap = 'md',
  columns,
  minItemWidth = '10rem',
  as = 'div',
  'aria-label': label,
}: GridProps) {
  return (
    <GridRoot as={as} aria-label={label} $gap={gap} $columns={columns} $minItemWidth={minItemWidth}>
      {children}
    </GridRoot>
  );
}
