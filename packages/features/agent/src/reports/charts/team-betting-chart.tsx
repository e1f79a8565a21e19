// Team betting over time (a lazy chunk with visx, loaded only when a report page shows it): the
// valid bet of each day as bars and the players' profit and loss as a line, on one amount axis.
// The frame around it (role img, its name) and the table below are the text alternative.
import type { TeamBettingValue } from '@portal/contracts';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { ChartFrame, ChartLayout, ChartLegend } from './chart-parts';
import { CHART_HEIGHT, CHART_MARGIN, useBoxWidth, useChartTheme } from './chart-theme';

export interface TeamBettingChartProps {
  days: TeamBettingValue['days'];
  labels: { validBet: string; profitLoss: string };
}

export default function TeamBettingChart({ days, labels }: TeamBettingChartProps) {
  const colours = useChartTheme();
  const { ref, width } = useBoxWidth<HTMLDivElement>();
  const innerWidth = Math.max(0, width - CHART_MARGIN.left - CHART_MARGIN.right);
  const innerHeight = CHART_HEIGHT - CHART_MARGIN.top - CHART_MARGIN.bottom;
  const dayKeys = days.map((day) => day.day);
  const values = days.flatMap((day) => [day.validBetAmount, day.profitLoss]);
  const x = scaleBand<string>({ domain: dayKeys, range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({
    domain: [Math.min(0, ...values), Math.max(0, ...values)],
    range: [innerHeight, 0],
    nice: true,
  });
  const zero = y(0);
  return (
    <ChartLayout ref={ref}>
      <ChartLegend
        items={[
          { key: 'validBet', label: labels.validBet, colour: colours.series.validBet },
          { key: 'profitLoss', label: labels.profitLoss, colour: colours.series.profitLoss },
        ]}
      />
      <svg width={width} height={CHART_HEIGHT} aria-hidden="true" focusable="false">
        <Group left={CHART_MARGIN.left} top={CHART_MARGIN.top}>
          <ChartFrame days={dayKeys} x={x} y={y} width={innerWidth} height={innerHeight} />
          {days.map((day) => {
            const top = y(Math.max(0, day.validBetAmount));
            return (
              <Bar
                key={day.day}
                data-series="validBet"
                x={x(day.day) ?? 0}
                y={top}
                width={x.bandwidth()}
                height={Math.abs(y(day.validBetAmount) - zero)}
                fill={colours.series.validBet}
              />
            );
          })}
          <LinePath
            data-series="profitLoss"
            data={days}
            x={(day) => (x(day.day) ?? 0) + x.bandwidth() / 2}
            y={(day) => y(day.profitLoss)}
            stroke={colours.series.profitLoss}
            strokeWidth={2}
          />
        </Group>
      </svg>
    </ChartLayout>
  );
}
