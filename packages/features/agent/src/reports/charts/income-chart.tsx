// My income over time (a lazy chunk with visx): what the agent was paid each day, one stacked bar
// per day with a part per contract kind (dividend, daily, hourly and real-time salary). The frame
// around it and the table below are the text alternative.
import { CONTRACT_KINDS, type AgentIncomeValue, type ContractKind } from '@portal/contracts';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear, scaleOrdinal } from '@visx/scale';
import { BarStack } from '@visx/shape';
import { ChartFrame, ChartLayout, ChartLegend } from './chart-parts';
import { CHART_HEIGHT, CHART_MARGIN, useBoxWidth, useChartTheme } from './chart-theme';

type IncomeDay = AgentIncomeValue['days'][number];

export interface IncomeChartProps {
  days: AgentIncomeValue['days'];
  labels: Record<ContractKind, string>;
}

export default function IncomeChart({ days, labels }: IncomeChartProps) {
  const colours = useChartTheme();
  const { ref, width } = useBoxWidth<HTMLDivElement>();
  const innerWidth = Math.max(0, width - CHART_MARGIN.left - CHART_MARGIN.right);
  const innerHeight = CHART_HEIGHT - CHART_MARGIN.top - CHART_MARGIN.bottom;
  const dayKeys = days.map((day) => day.day);
  const x = scaleBand<string>({ domain: dayKeys, range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({
    domain: [0, Math.max(0, ...days.map((day) => day.total))],
    range: [innerHeight, 0],
    nice: true,
  });
  const colour = scaleOrdinal<ContractKind, string>({
    domain: [...CONTRACT_KINDS],
    range: CONTRACT_KINDS.map((kind) => colours.series[kind]),
  });
  return (
    <ChartLayout ref={ref}>
      <ChartLegend
        items={CONTRACT_KINDS.map((kind) => ({ key: kind, label: labels[kind], colour: colours.series[kind] }))}
      />
      <svg width={width} height={CHART_HEIGHT} aria-hidden="true" focusable="false">
        <Group left={CHART_MARGIN.left} top={CHART_MARGIN.top}>
          <ChartFrame days={dayKeys} x={x} y={y} width={innerWidth} height={innerHeight} />
          <BarStack<IncomeDay, ContractKind>
            data={days}
            keys={[...CONTRACT_KINDS]}
            x={(day) => day.day}
            xScale={x}
            yScale={y}
            color={colour}
          >
            {(stacks) =>
              stacks.flatMap((stack) =>
                stack.bars
                  .filter((bar) => bar.height > 0)
                  .map((bar) => (
                    <rect
                      key={`${stack.key}-${bar.index}`}
                      data-series={stack.key}
                      x={bar.x}
                      y={bar.y}
                      width={bar.width}
                      height={bar.height}
                      fill={bar.color}
                    />
                  )),
              )
            }
          </BarStack>
        </Group>
      </svg>
    </ChartLayout>
  );
}
