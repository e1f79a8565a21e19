// Virtual list and grid looks: a scroll box of a given height over a tall inner track whose rows
// are absolutely positioned by the virtualizer.
import { styled } from 'styled-components';

export const ScrollBox = styled.div<{ $height: string }>`
  height: ${({ $height }) => $height};
  overflow: auto;
  overscroll-behavior: contain;
  contain: strict;
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const Track = styled.div`
  position: relative;
  width: 100%;
  margin: 0;
  padding: 0;
`;

export const Row = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
`;

export const GridRow = styled(Row)<{ $columns: number; $gap: string }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ $gap }) => $gap};
`;
