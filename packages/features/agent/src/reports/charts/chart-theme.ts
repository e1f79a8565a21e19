// The charts' colours and number formats, from the portal theme (light or dark, and the brand's
// overrides) and the member's language: nothing of a chart is a fixed colour.
import { toIntlLocale, useCurrentLanguage } from '@portal/i18n';
import { useMemo } from 'react';
import { useTheme } from 'styled-components';

export function useChartTheme() {
  const theme = useTheme();
  return useMemo(
    () => ({
      axis: theme.color.fg.muted,
      grid: theme.color.border.muted,
      text: theme.color.fg.default,
      tooltipBackground: theme.color.bg.default,
      tooltipBorder: theme.color.border.default,
      cursor: theme.color.bg.muted,
      fontSize: 12,
      series: {
        validBet: theme.color.accent.emphasis,
        profitLoss: theme.color.secondary.emphasis,
        dividend: theme.color.accent.emphasis,
        daily: theme.color.success.emphasis,
        hourly: theme.color.secondary.emphasis,
        realtime: theme.color.fg.muted,
      },
    }),
    [theme],
  );
}

/** An axis' ticks: short figures in the member's language (1.2K, 3M). */
export function useCompactNumber(): (value: number) => string {
  const { language } = useCurrentLanguage();
  return useMemo(() => {
    const format = new Intl.NumberFormat(toIntlLocale(language), { notation: 'compact', maximumFractionDigits: 1 });
    return (value: number) => format.format(value);
  }, [language]);
}

/** `2026-11-24` → `11-24`: the day under a bar (the period is in the heading). */
export const shortDay = (day: string): string => day.slice(5);
