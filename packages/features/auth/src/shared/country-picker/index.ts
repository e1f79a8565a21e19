export { CountryPicker, COUNTRY_PICKER_CLOSE_DELAY_MS, type CountryPickerProps } from './country-picker';
export { CountryFlag, loadFlag } from './country-flag';
export { initialCountry, matchesCountry, normaliseDialingCode } from './country-choice';
