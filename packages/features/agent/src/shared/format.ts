// Amounts, counts, rates and times as the agent reads them: money grouped with two decimals in the
// member's language with the tenant's currency symbol (from the balance the header reads anyway,
// one cached call), rates as percentages with two decimals, times in the platform's yyyy-MM-dd layout.
import { useGetBalanceQuery } from '@portal/api';
import { formatCount, formatDateTime, formatMoney, useTranslation } from '@portal/i18n';
import { useCallback, useMemo } from 'react';

export interface AgentFormat {
  money: (amount: number) => string;
  count: (count: number) => string;
  /** `1,234.50`: two decimals, no symbol. */
  decimal: (value: number) => string;
  /** `12.50%`. */
  rate: (percent: number) => string;
  /** `2026-11-24 16:25`; '' for none. */
  when: (epochMs: number | null) => string;
}

export function useAgentFormat(): AgentFormat {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const symbol = useGetBalanceQuery().data?.currencySymbol ?? '';
  const money = useCallback((amount: number) => formatMoney(amount, { language, symbol }), [language, symbol]);
  return useMemo(
    () => ({
      money,
      count: (count: number) => formatCount(count, { language }),
      decimal: (value: number) => formatMoney(value, { language, symbol: '' }),
      rate: (percent: number) => `${formatMoney(percent, { language, symbol: '' })}%`,
      when: (epochMs: number | null) =>
        epochMs === null ? '' : formatDateTime(epochMs, 'yyyy-MM-dd', { seconds: false }),
    }),
    [money, language],
  );
}
