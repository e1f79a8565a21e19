// A form's `countryDialingCode` field. Its first value is set once the country list is there: the
// code already in the form (a remembered one) when the list has it, else the current country's
// (spec §4, country picker: the visitor's country when the list has it, else the tenant's
// default). A code sent is read with `dialingCodeNow`: a person may send before the form has
// taken its first code (the list's answer is in the store, its render to come).
import { systemApi, useVisitorCountry } from '@portal/api';
import { useCallback, useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useStore } from 'react-redux';
import { useAuthSettings } from './auth-settings';
import { initialCountry, normaliseDialingCode } from './country-picker';
import { formPart } from './form-part';
import { useCountries } from './mobile-number-field';

export interface DialingCodeValues {
  countryDialingCode: string;
}

export function useFormDialingCode<V extends DialingCodeValues>(form: UseFormReturn<V>) {
  const { watch, setValue, getValues } = formPart<DialingCodeValues, V>(form);
  const store = useStore();
  const { defaultCountryCode } = useAuthSettings();
  const visitorCountry = useVisitorCountry();
  const countries = useCountries();
  const dialingCode = watch('countryDialingCode');
  const setDialingCode = useCallback((code: string) => setValue('countryDialingCode', code), [setValue]);

  useEffect(() => {
    if (countries.length === 0) return;
    const known = countries.some(
      (country) => normaliseDialingCode(country.countryDialingCode) === normaliseDialingCode(dialingCode),
    );
    if (dialingCode && known) return;
    const country = initialCountry(countries, dialingCode || undefined, defaultCountryCode, visitorCountry);
    if (country) setDialingCode(country.countryDialingCode);
  }, [countries, dialingCode, setDialingCode, defaultCountryCode, visitorCountry]);

  /** The code to send: the form's, else the first one it is about to take (set now too). */
  const dialingCodeNow = useCallback((): string => {
    const current = getValues('countryDialingCode');
    if (current) return current;
    const selectCountries = systemApi.endpoints.getCountries.select();
    const countries = selectCountries(store.getState() as Parameters<typeof selectCountries>[0]).data ?? [];
    // The boot answer came before any form rendered (SystemStatusGate): the rendered country is current.
    const country = initialCountry(countries, undefined, defaultCountryCode, visitorCountry);
    if (!country) return '';
    setDialingCode(country.countryDialingCode);
    return country.countryDialingCode;
  }, [getValues, store, defaultCountryCode, visitorCountry, setDialingCode]);

  return { dialingCode, setDialingCode, dialingCodeNow };
}
