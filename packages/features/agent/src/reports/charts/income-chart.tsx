// My income over time (a lazy chunk with recharts): what the agent was paid each day, one stacked
// bar per day with a part per contract kind (dividend, daily, hourly and real-time salary). The
// frame around it and the table below are the text alternative.
import { CONTRACT_KINDS, type AgentIncomeValue, type ContractKind } from '@portal/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { shortDay, useChartTheme, useCompactNumber } from './chart-theme';

export interface IncomeChartProps {
  days: AgentIncomeValue['days'];
  labels: Record<ContractKind, string>;
  money: (amount: number) => string;
}

export default function IncomeChart({ days, labels, money }: IncomeChartProps) {
  const colours = useChartTheme();
  const compact = useCompactNumber();
  const tick = { fill: colours.axis, fontSize: colours.fontSize };
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={days} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={colours.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={tick} stroke={colours.grid} />
        <YAxis tickFormatter={compact} tick={tick} stroke={colours.grid} width={48} />
        <Tooltip
          formatter={(value) => money(Number(value))}
          contentStyle={{ background: colours.tooltipBackground, borderColor: colours.tooltipBorder }}
          labelStyle={{ color: colours.text }}
          cursor={{ fill: colours.cursor }}
        />
        <Legend wrapperStyle={{ color: colours.text, fontSize: colours.fontSize }} />
        {CONTRACT_KINDS.map((kind) => (
          <Bar
            key={kind}
            dataKey={kind}
            name={labels[kind]}
            stackId="income"
            fill={colours.series[kind]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
