// Points and times as the member reads them: points grouped with at most two decimals in the
// member's language (points travel like money: hundredths), balance with the tenant's currency, and
// times in the platform's yyyy-MM-dd layout (@portal/i18n).
import { formatDateTime, formatMoney, toIntlLocale, useTranslation } from '@portal/i18n';
import { useCallback } from 'react';

export function usePoints(): (points: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (points: number) => new Intl.NumberFormat(toIntlLocale(language), { maximumFractionDigits: 2 }).format(points),
    [language],
  );
}

export function useMoney(symbol: string): (amount: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((amount: number) => formatMoney(amount, { language, symbol }), [language, symbol]);
}

/** `2026-11-24 16:25`, '' for none. */
export function formatWhen(epochMs: number | null): string {
  return epochMs === null ? '' : formatDateTime(epochMs, 'yyyy-MM-dd', { seconds: false });
}
