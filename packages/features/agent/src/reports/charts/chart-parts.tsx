// What both charts draw around their series: the legend (swatch and name per series), the
// horizontal grid, the axes (days under the bars, compact amounts on the left) and the zero line.
import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import type { scaleBand, scaleLinear } from '@visx/scale';
import { styled } from 'styled-components';
import { dayTicks, shortDay, useChartTheme, useCompactNumber } from './chart-theme';

export const ChartLayout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  height: 100%;
  min-width: 0;

  svg {
    display: block;
  }
`;

const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.fg.default};
`;

const Swatch = styled.span`
  display: inline-block;
  width: 0.75rem;
  height: 0.75rem;
  margin-inline-end: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  vertical-align: middle;
`;

export interface LegendItem {
  key: string;
  label: string;
  colour: string;
}

export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <LegendList>
      {items.map((item) => (
        <li key={item.key} data-series={item.key}>
          <Swatch style={{ background: item.colour }} />
          {item.label}
        </li>
      ))}
    </LegendList>
  );
}

type DayScale = ReturnType<typeof scaleBand<string>>;
type AmountScale = ReturnType<typeof scaleLinear<number>>;

export function ChartFrame({
  days,
  x,
  y,
  width,
  height,
}: {
  days: readonly string[];
  x: DayScale;
  y: AmountScale;
  width: number;
  height: number;
}) {
  const colours = useChartTheme();
  const compact = useCompactNumber();
  const tickLabel = { fill: colours.axis, fontSize: 11 };
  const [low] = y.domain();
  return (
    <>
      <GridRows scale={y} width={width} numTicks={5} stroke={colours.grid} strokeDasharray="3 3" />
      {low !== undefined && low < 0 ? (
        <line x1={0} x2={width} y1={y(0)} y2={y(0)} stroke={colours.zero} strokeWidth={1} />
      ) : null}
      <AxisLeft
        scale={y}
        numTicks={5}
        tickFormat={(value) => compact(Number(value))}
        stroke={colours.grid}
        tickStroke={colours.grid}
        tickLabelProps={() => ({ ...tickLabel, textAnchor: 'end', dx: -4, dy: 3 })}
      />
      <AxisBottom
        top={height}
        scale={x}
        tickValues={dayTicks(days)}
        tickFormat={(day) => shortDay(String(day))}
        stroke={colours.grid}
        tickStroke={colours.grid}
        tickLabelProps={() => ({ ...tickLabel, textAnchor: 'middle' })}
      />
    </>
  );
}
