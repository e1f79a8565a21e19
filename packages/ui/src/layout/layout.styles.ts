// Layout primitives' looks: flex and grid with gaps taken from the space tokens.
import type { Tokens } from '@portal/theme';
import { styled } from 'styled-components';

export type SpaceToken = keyof Tokens['space'];
export type LayoutAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
export type LayoutJustify = 'start' | 'center' | 'end' | 'between';

const alignValue = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
} as const;
const justifyValue = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;

export const StackRoot = styled.div<{ $gap: SpaceToken; $align: LayoutAlign }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align }) => alignValue[$align]};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const InlineRoot = styled.div<{
  $gap: SpaceToken;
  $align: LayoutAlign;
  $justify: LayoutJustify;
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: row;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align }) => alignValue[$align]};
  justify-content: ${({ $justify }) => justifyValue[$justify]};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const GridRoot = styled.div<{ $gap: SpaceToken; $columns: number | undefined; $minItemWidth: string }>`
  display: grid;
  grid-template-columns: ${({ $columns, $minItemWidth }) =>
    $columns ? `repeat(${$columns}, minmax(0, 1fr))` : `repeat(auto-fill, minmax(min(${$minItemWidth}, 100%), 1fr))`};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
