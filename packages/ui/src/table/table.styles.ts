// Table looks, in step with DataTable's: rows divided by a muted border, column headers muted and
// semibold, row headers in the text colour, captions at the start. `regular` rows fit a control
// (a Join button); `compact` rows fit a side panel (a bet slip's totals, a prize table).
import { styled, css, type DefaultTheme } from 'styled-components';

export type TableDensity = 'regular' | 'compact';

const cellPadding: Record<TableDensity, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  regular: (theme) => css`
    padding: ${theme.space.sm};
  `,
  compact: (theme) => css`
    padding: ${theme.space.xs} ${theme.space.sm};
  `,
};

export const StyledTable = styled.table<{ $density: TableDensity }>`
  width: 100%;
  border-collapse: collapse;
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.sm};

  th,
  td {
    ${({ theme, $density }) => cellPadding[$density](theme)}
    border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
    text-align: start;
    vertical-align: top;
  }

  thead th {
    color: ${({ theme }) => theme.color.fg.muted};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  caption {
    padding-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-align: start;
  }
`;
