// The charts take every colour from the portal theme: in the dark theme they draw with its tokens,
// not the light theme's, and a brand's override of a token reaches the chart.
import { createTestStore } from '@portal/api/testing';
import { renderFeature } from '@portal/feature-testing';
import { baseTokens, type BrandTokens } from '@portal/theme';
import { PortalThemeProvider } from '@portal/ui';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AGENT_REPORTS_NAMESPACE, agentReportsResources } from '../reports-namespace';
import IncomeChart from './income-chart';
import TeamBettingChart from './team-betting-chart';

const bettingDays = [
  {
    day: '2026-11-23',
    betCount: 2,
    betAmount: 50,
    validBetAmount: 40,
    winAmount: 10,
    profitLoss: -40,
    activeMembers: 1,
  },
  {
    day: '2026-11-24',
    betCount: 3,
    betAmount: 90,
    validBetAmount: 90,
    winAmount: 150,
    profitLoss: 60,
    activeMembers: 2,
  },
];
const incomeDays = [{ day: '2026-11-24', dividend: 5, daily: 3, hourly: 2, realtime: 1, total: 11 }];
const kindLabels = { dividend: 'Dividend', daily: 'Daily', hourly: 'Hourly', realtime: 'Real-time' };

function renderIn(mode: 'light' | 'dark', ui: React.ReactElement, brand?: BrandTokens) {
  return renderFeature(<div data-testid="chart">{ui}</div>, {
    store: createTestStore(),
    namespaces: { [AGENT_REPORTS_NAMESPACE]: agentReportsResources },
    router: false,
    providers: (children) => (
      <PortalThemeProvider mode={mode} brand={brand}>
        {children}
      </PortalThemeProvider>
    ),
  });
}

const fillOf = (series: string) => screen.getByTestId('chart').querySelector(`rect[data-series="${series}"]`);

describe('chart colours', () => {
  it('come from the dark theme in dark mode', async () => {
    const { unmount } = await renderIn(
      'dark',
      <TeamBettingChart days={bettingDays} labels={{ validBet: 'Valid bets', profitLoss: 'Profit and loss' }} />,
    );
    expect(fillOf('validBet')).toHaveAttribute('fill', baseTokens.dark.color.accent.emphasis);
    expect(screen.getByTestId('chart').querySelector('path[data-series="profitLoss"]')).toHaveAttribute(
      'stroke',
      baseTokens.dark.color.secondary.emphasis,
    );
    expect(baseTokens.dark.color.accent.emphasis).not.toBe(baseTokens.light.color.accent.emphasis);
    unmount();

    await renderIn('dark', <IncomeChart days={incomeDays} labels={kindLabels} />);
    expect(screen.getByTestId('chart').querySelector('rect[data-series="daily"]')).toHaveAttribute(
      'fill',
      baseTokens.dark.color.success.emphasis,
    );
  });

  it("follow a brand's override of a token", async () => {
    await renderIn('light', <IncomeChart days={incomeDays} labels={kindLabels} />, {
      light: { color: { accent: { emphasis: '#c2410c' } } },
    });
    expect(screen.getByTestId('chart').querySelector('rect[data-series="dividend"]')).toHaveAttribute(
      'fill',
      '#c2410c',
    );
  });
});
