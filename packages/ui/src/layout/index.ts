export { Grid, Inline, Stack, type GridProps, type InlineProps, type LayoutElement, type StackProps } from './layout';
export type { LayoutAlign, LayoutJustify, SpaceToken } from './layout.styles';
