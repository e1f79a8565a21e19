// Amounts as the rest of the portal shows them: the tenant's currency symbol (from the balance the
// header reads anyway, one cached call) before the amount, grouped with two decimals in the
// member's language (@portal/i18n formatMoney); signed amounts get a "+" for money in.
import { useGetBalanceQuery } from '@portal/api';
import { formatMoney, useTranslation } from '@portal/i18n';
import { useCallback } from 'react';

export function useMoney(): (amount: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const symbol = useGetBalanceQuery().data?.currencySymbol ?? '';
  return useCallback((amount: number) => formatMoney(amount, { language, symbol }), [language, symbol]);
}

/** "+$5.00" for money in; money out already reads "-$5.00". */
export function signed(formatted: string, amount: number): string {
  return amount > 0 ? `+${formatted}` : formatted;
}
