// A form's `countryDialingCode` field. Its first value is set once the country list is there: the
// code already in the form (a remembered one) when the list has it, else the tenant's default
// country (spec §4, country picker).
import { useCallback, useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useAuthSettings } from './auth-settings';
import { initialCountry, normaliseDialingCode } from './country-picker';
import { formPart } from './form-part';
import { useCountries } from './mobile-number-field';

export interface DialingCodeValues {
  countryDialingCode: string;
}

export function useFormDialingCode<V extends DialingCodeValues>(form: UseFormReturn<V>) {
  const { watch, setValue } = formPart<DialingCodeValues, V>(form);
  const { defaultCountryCode } = useAuthSettings();
  const countries = useCountries();
  const dialingCode = watch('countryDialingCode');
  const setDialingCode = useCallback((code: string) => setValue('countryDialingCode', code), [setValue]);

  useEffect(() => {
    if (countries.length === 0) return;
    const known = countries.some(
      (country) => normaliseDialingCode(country.countryDialingCode) === normaliseDialingCode(dialingCode),
    );
    if (dialingCode && known) return;
    const country = initialCountry(countries, dialingCode || undefined, defaultCountryCode);
    if (country) setDialingCode(country.countryDialingCode);
  }, [countries, dialingCode, setDialingCode, defaultCountryCode]);

  return { dialingCode, setDialingCode };
}
