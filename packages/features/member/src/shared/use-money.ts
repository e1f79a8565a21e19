// Amounts as the member reads them: the tenant's currency symbol (from the call's answer) before
// the amount, grouped and with two decimals in the member's language (@portal/i18n formatMoney,
// Intl underneath), and times with @portal/i18n formatDateTime.
import { useGetBalanceQuery } from '@portal/api';
import { formatDateTime, formatMoney, useTranslation } from '@portal/i18n';
import { useCallback } from 'react';

export function useMoney(symbol: string | undefined): (amount: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((amount: number) => formatMoney(amount, { language, symbol: symbol ?? '' }), [language, symbol]);
}

/** `2026-11-24 16:25` (the platform's yyyy-MM-dd layout), '' for none. */
export function formatWhen(epochMs: number | null): string {
  return epochMs === null ? '' : formatDateTime(epochMs, 'yyyy-MM-dd', { seconds: false });
}

/** The tenant's currency symbol, from the balance the header reads anyway (one cached call). */
export function useCurrencySymbol(): string {
  return useGetBalanceQuery().data?.currencySymbol ?? '';
}
