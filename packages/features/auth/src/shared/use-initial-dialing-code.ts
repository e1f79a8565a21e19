// Sets a form's dialing code once the country list is there: the supplied code when the list has
// it, else the tenant's default country (spec §4, country picker).
import type { Country } from '@portal/contracts';
import { useEffect } from 'react';
import { initialCountry, normaliseDialingCode } from './country-picker';

export function useInitialDialingCode(
  countries: readonly Country[],
  current: string,
  setDialingCode: (code: string) => void,
  defaultCountryCode: string | undefined,
): void {
  useEffect(() => {
    if (countries.length === 0) return;
    const known = countries.some((country) => normaliseDialingCode(country.countryDialingCode) === normaliseDialingCode(current));
    if (current && known) return;
    const country = initialCountry(countries, current || undefined, defaultCountryCode);
    if (country) setDialingCode(country.countryDialingCode);
  }, [countries, current, setDialingCode, defaultCountryCode]);
}
