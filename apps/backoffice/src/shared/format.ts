// Amounts and times as staff read them: the tenant's currency code after the amount (staff of one
// tenant work in its currency), times in the browser's zone.
import { formatDateTime, formatMoney } from '@portal/i18n';

export function formatAmount(amount: number, currency: string, language: string): string {
  return `${formatMoney(amount, { symbol: '', language })} ${currency}`;
}

export function formatTime(epochMs: number | null | undefined): string {
  return epochMs ? formatDateTime(epochMs, 'yyyy-MM-dd', { seconds: false }) : '';
}
