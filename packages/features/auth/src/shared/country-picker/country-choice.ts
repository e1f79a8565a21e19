// Which country the dialing-code picker starts on, and how typing narrows the list.
import type { Country } from '@portal/contracts';

/**
 * A supplied dialing code when the list has it (the tenant's default country first among several
 * with the same code, e.g. +1), otherwise the tenant's default country, otherwise the first.
 */
export function initialCountry(
  countries: readonly Country[],
  suppliedDialingCode: string | undefined,
  defaultCountryCode: string | undefined,
): Country | undefined {
  const byDefault = countries.find((country) => country.countryCode === defaultCountryCode);
  if (suppliedDialingCode) {
    const supplied = normaliseDialingCode(suppliedDialingCode);
    if (byDefault && normaliseDialingCode(byDefault.countryDialingCode) === supplied) return byDefault;
    const match = countries.find((country) => normaliseDialingCode(country.countryDialingCode) === supplied);
    if (match) return match;
  }
  return byDefault ?? countries[0];
}

/** '+84' and '84' are the same code. */
export function normaliseDialingCode(code: string): string {
  return code.trim().replace(/^\+/, '');
}

/** Matches the typed text against the dialing code, the country code and the country's name. */
export function matchesCountry(country: Country, name: string, query: string): boolean {
  const wanted = query.trim().toLocaleLowerCase();
  if (!wanted) return true;
  const digits = wanted.replace(/^\+/, '');
  return (
    (digits !== '' && /^\d+$/.test(digits) && normaliseDialingCode(country.countryDialingCode).startsWith(digits)) ||
    country.countryCode.toLocaleLowerCase() === wanted ||
    name.toLocaleLowerCase().includes(wanted)
  );
}
