// Lottery amounts are integer minor units (contracts' lottery.ts); the wallet shows major units.
import { formatMoney } from '@portal/i18n';

export const MINOR_PER_MAJOR = 100;

export const toMinor = (major: number): number => Math.round(major * MINOR_PER_MAJOR);

export function formatMinor(minor: number, language: string, symbol = '$'): string {
  return formatMoney(minor / MINOR_PER_MAJOR, { language, symbol });
}
