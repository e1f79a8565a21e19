// Team betting over time (a lazy chunk with recharts, loaded only when a report page shows it):
// the valid bet of each day as bars and the players' profit and loss as a line, on one axis.
// The frame around it (role img, its name) and the table below are the text alternative, so the
// library's own keyboard layer is off.
import type { TeamBettingValue } from '@portal/contracts';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { shortDay, useChartTheme, useCompactNumber } from './chart-theme';

export interface TeamBettingChartProps {
  days: TeamBettingValue['days'];
  labels: { validBet: string; profitLoss: string };
  money: (amount: number) => string;
}

export default function TeamBettingChart({ days, labels, money }: TeamBettingChartProps) {
  const colours = useChartTheme();
  const compact = useCompactNumber();
  const tick = { fill: colours.axis, fontSize: colours.fontSize };
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={days} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
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
        <Bar dataKey="validBetAmount" name={labels.validBet} fill={colours.series.validBet} isAnimationActive={false} />
        <Line
          dataKey="profitLoss"
          name={labels.profitLoss}
          stroke={colours.series.profitLoss}
          strokeWidth={2}
          dot={false}
          type="monotone"
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
