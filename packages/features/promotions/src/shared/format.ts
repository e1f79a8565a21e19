// Amounts and dates as the member reads them: money grouped with two decimals in the member's
// language (with the wallet's currency symbol for a member; none for a visitor, who has no wallet),
// and a promotion's dates in the platform's yyyy-MM-dd layout (@portal/i18n).
import { useGetBalanceQuery } from '@portal/api';
import { formatDate, formatMoney, useTranslation } from '@portal/i18n';
import { useCallback } from 'react';
import { PROMOTIONS_NAMESPACE } from '../promotions-namespace';
import { usePromotionsHost } from './promotions-host';

export function useMoney(): (amount: number) => string {
  const { i18n } = useTranslation();
  const { loggedIn } = usePromotionsHost();
  const symbol = useGetBalanceQuery(undefined, { skip: !loggedIn }).data?.currencySymbol ?? '';
  const language = i18n.language;
  return useCallback((amount: number) => formatMoney(amount, { language, symbol }), [language, symbol]);
}

/** "2026-11-01 – 2026-12-31", or "From 2026-11-01" for a promotion without an end. */
export function usePromotionDates(): (startsAt: number, endsAt: number | null) => string {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  return useCallback(
    (startsAt: number, endsAt: number | null) =>
      endsAt === null
        ? t('dates.from', { start: formatDate(startsAt) })
        : t('dates.range', { start: formatDate(startsAt), end: formatDate(endsAt) }),
    [t],
  );
}
