// Which country the dialing-code picker starts on, and how typing narrows the list.
import type { Country } from '@portal/contracts';

/**
 * A supplied dialing code when the list has it, otherwise the current country's (spec §4): the
 * visitor's country as the platform reports it when the list has it, else the tenant's default
 * country, else the first. Among several countries sharing a code (e.g. +1) the current one first.
 */
export function initialCountry(
  countries: readonly Country[],
  suppliedDialingCode: string | undefined,
  defaultCountryCode: string | undefined,
  visitorCountryCode?: string,
): Country | undefined {
  const byCode = (code: string | undefined) =>
    code ? countries.find((country) => country.countryCode === code) : undefined;
  const current = byCode(visitorCountryCode) ?? byCode(defaultCountryCode);
  if (suppliedDialingCode) {
    const supplied = normaliseDialingCode(suppliedDialingCode);
    if (current && normaliseDialingCode(current.countryDialingCode) === supplied) return current;
    const match = countries.find((country) => normaliseDialingCode(country.countryDialingCode) === supplied);
    if (match) return match;
  }
  return current ?? countries[0];
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
