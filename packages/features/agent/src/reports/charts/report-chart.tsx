// Where a report page shows a chart: a frame named for screen readers (role img: the drawing is
// one picture; the table under it has the same figures to read) that holds the chart, loaded on
// demand. The charts and their library (visx) are separate chunks imported only here, when a
// report with figures is shown: neither the portal's entry nor the agent centre's first paint
// carries them (chart-imports.test.ts keeps it so).
import { Spinner } from '@portal/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { ChartBox } from '../shared/styles';

export const LazyTeamBettingChart = lazy(() => import('./team-betting-chart'));
export const LazyIncomeChart = lazy(() => import('./income-chart'));

export function ReportChart({
  label,
  loadingLabel,
  children,
}: {
  label: string;
  loadingLabel: string;
  children: ReactNode;
}) {
  return (
    <ChartBox role="img" aria-label={label}>
      <Suspense fallback={<Spinner label={loadingLabel} />}>{children}</Suspense>
    </ChartBox>
  );
}
