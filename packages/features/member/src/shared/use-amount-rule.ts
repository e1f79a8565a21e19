// The react-hook-form rule of an amount field: amountProblem's verdict as a translated message
// naming the limit it broke (wallet:amount.*), or true.
import { useTranslation } from '@portal/i18n';
import { useCallback } from 'react';
import { WALLET_NAMESPACE } from '../wallet-namespace';
import { amountProblem, type AmountLimits } from './amount';

export function useAmountRule(
  limits: AmountLimits,
  money: (amount: number) => string,
): (value: string) => true | string {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const { min, max, available } = limits;
  return useCallback(
    (value: string) => {
      const problem = amountProblem(value, { min, max, available });
      if (!problem) return true;
      return t(`amount.${problem}`, { min: money(min ?? 0), max: money(max ?? 0), available: money(available ?? 0) });
    },
    [t, money, min, max, available],
  );
}
