// Amounts in the member's currency: the platform's balance answer names it (the header reads the
// same cached answer), formatted with Intl by @portal/i18n's formatMoney. Amounts on the wire are
// major units.
import { useGetBalanceQuery } from '@portal/api';
import { formatMoney, useCurrentLanguage } from '@portal/i18n';
import { useCallback } from 'react';

const DEFAULT_SYMBOL = '$';

export function useMoney(): (amount: number) => string {
  const { language } = useCurrentLanguage();
  const { data } = useGetBalanceQuery();
  const symbol = data?.currencySymbol || DEFAULT_SYMBOL;
  return useCallback((amount: number) => formatMoney(amount, { symbol, language }), [symbol, language]);
}

/** A signed amount: "+$5.00" for money in, "-$5.00" for money out. */
export function signed(formatted: string, amount: number): string {
  return amount > 0 ? `+${formatted}` : formatted;
}
