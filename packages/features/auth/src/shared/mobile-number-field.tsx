// A mobile number with its dialing-code picker in front and, optionally, an action after it (the
// send-code button). The countries come from GET /wps/system/country.
import { useGetCountriesQuery } from '@portal/api';
import type { Country } from '@portal/contracts';
import { Input, type InputProps } from '@portal/ui';
import { styled } from 'styled-components';
import { CountryPicker } from './country-picker';
import { useAuthTranslation } from './use-auth-translation';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  & > :nth-child(2) {
    flex: 1;
    min-width: 0;
  }
`;

export interface MobileNumberFieldProps extends Omit<InputProps, 'label' | 'type'> {
  dialingCode: string;
  onDialingCodeChange: (dialingCode: string) => void;
}

/** The country list, empty until it loads. */
export function useCountries(): readonly Country[] {
  const { data } = useGetCountriesQuery();
  return data ?? EMPTY;
}
const EMPTY: readonly Country[] = [];

export function MobileNumberField({ dialingCode, onDialingCodeChange, ...inputProps }: MobileNumberFieldProps) {
  const { t } = useAuthTranslation();
  const countries = useCountries();
  return (
    <Row>
      <CountryPicker
        label={t('fields.countryCode.label')}
        listLabel={t('fields.countryCode.list')}
        noMatchText={t('fields.countryCode.noMatch')}
        countries={countries}
        value={dialingCode}
        onChange={onDialingCodeChange}
      />
      <Input
        {...inputProps}
        label={t('fields.mobileNum.label')}
        placeholder={inputProps.placeholder ?? t('fields.mobileNum.placeholder')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
      />
    </Row>
  );
}
