// DateRangeFilter looks: the two date fields side by side (stacked on a narrow screen), the quick
// picks as a row of small toggle buttons under them, and the chosen range as a muted line.
import { styled } from 'styled-components';
import { visuallyHidden } from '../internal/visually-hidden';

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend<{ $hidden: boolean }>`
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

export const QuickPicks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Summary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.fg.muted};
  font-variant-numeric: tabular-nums;
`;
