// The charts' colours, sizes and number formats, from the portal theme (light or dark, and the
// brand's overrides) and the member's language: nothing of a chart is a fixed colour.
import { toIntlLocale, useCurrentLanguage } from '@portal/i18n';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTheme } from 'styled-components';

export function useChartTheme() {
  const theme = useTheme();
  return useMemo(
    () => ({
      axis: theme.color.fg.muted,
      grid: theme.color.border.muted,
      zero: theme.color.border.strong,
      text: theme.color.fg.default,
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

/** `2026-11-24` → `11-24`: the day under a bar (the period is in the chart's name). */
export const shortDay = (day: string): string => day.slice(5);

/** At most about eight day labels under the bars, whatever the period's length. */
export function dayTicks(days: readonly string[]): string[] {
  const step = Math.max(1, Math.ceil(days.length / 8));
  return days.filter((_, index) => index % step === 0);
}

/** The drawing's size: its box's width as laid out (600 until measured), a fixed height. */
export const CHART_HEIGHT = 200;
export const CHART_MARGIN = { top: 8, right: 8, bottom: 24, left: 48 };

export function useBoxWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(600);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
