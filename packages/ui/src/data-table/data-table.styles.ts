// DataTable looks: a bordered, horizontally scrollable box; a sticky header row; numeric cells
// right-aligned in tabular figures; zebra-free rows divided by a muted border.
import { styled, css } from 'styled-components';
import { visuallyHidden } from '../internal/visually-hidden';

export const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.default};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const Caption = styled.caption<{ $hidden: boolean }>`
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: start;
`;

const cellPadding = css`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
`;

export const HeaderCell = styled.th<{ $numeric: boolean }>`
  position: sticky;
  top: 0;
  ${cellPadding}
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.subtle};
  color: ${({ theme }) => theme.color.fg.muted};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: ${({ $numeric }) => ($numeric ? 'end' : 'start')};
  white-space: nowrap;
`;

export const SortButton = styled.button<{ $numeric: boolean }>`
  display: inline-flex;
  flex-direction: ${({ $numeric }) => ($numeric ? 'row-reverse' : 'row')};
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.fg.default};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

export const SortMark = styled.span<{ $active: boolean }>`
  opacity: ${({ $active }) => ($active ? 1 : 0.35)};
`;

export const BodyCell = styled.td<{ $numeric: boolean }>`
  ${cellPadding}
  border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
  text-align: ${({ $numeric }) => ($numeric ? 'end' : 'start')};
  font-variant-numeric: ${({ $numeric }) => ($numeric ? 'tabular-nums' : 'normal')};
  white-space: ${({ $numeric }) => ($numeric ? 'nowrap' : 'normal')};
`;

export const RowHeaderCell = styled.th<{ $numeric: boolean }>`
  ${cellPadding}
  border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: ${({ $numeric }) => ($numeric ? 'end' : 'start')};
  white-space: nowrap;
`;

export const FooterRow = styled.tr`
  background: ${({ theme }) => theme.color.bg.subtle};
  font-weight: ${({ theme }) => theme.font.weight.semibold};

  & > * {
    border-bottom: 0;
  }
`;

export const StateCell = styled.td`
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  color: ${({ theme }) => theme.color.fg.muted};
  text-align: center;
`;

export const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space.md};
`;
