// Mobile numbers in one form, E.164 (`+84912000001`), before anything throttles, stores, looks up
// or sends to them: `912000001`, `0912000001` and `84912000001` under +84 are the same number, so
// they share one throttle, one account and one code. Parsing and validity rules come from
// libphonenumber's full metadata; a number it does not hold valid is refused.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export interface MobileNumber {
  /** `+84912000001` */
  e164: string;
  /** The number's country (ISO 3166 alpha-2), for the per-country caps. */
  country: string;
}

/** The number in E.164 with its country, or null when it is not a valid mobile number under that dialing code. */
export function normaliseMobile(dialingCode: string, number: string): MobileNumber | null {
  const callingCode = dialingCode.replace(/\D/g, '');
  const digits = number.replace(/[\s-]/g, '');
  if (!callingCode || !/^\d{1,20}$/.test(digits)) return null;
  const parsed = parsePhoneNumberFromString(digits, { defaultCallingCode: callingCode });
  if (!parsed?.isValid() || parsed.countryCallingCode !== callingCode) return null;
  return { e164: parsed.number, country: parsed.country ?? `+${callingCode}` };
}

/** `+84*****0001`: for logs, which must not hold whole numbers. */
export function maskE164(e164: string): string {
  return e164.length <= 6 ? '***' : `${e164.slice(0, 3)}${'*'.repeat(e164.length - 7)}${e164.slice(-4)}`;
}
