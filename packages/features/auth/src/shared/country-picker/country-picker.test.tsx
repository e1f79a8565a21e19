// The dialing-code picker: a keyboard-usable combobox that opens on focus and closes 200 ms after blur.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES } from '../../../test/fixtures';
import { mockPlatform } from '../../../test/platform';
import { renderWithProviders } from '../../../test/render';
import { COUNTRY_PICKER_CLOSE_DELAY_MS, CountryPicker } from './country-picker';
import { initialCountry, matchesCountry } from './country-choice';

function Harness({
  initial = '+84',
  onChange = () => undefined,
}: {
  initial?: string;
  onChange?: (code: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form>
      <CountryPicker
        label="Country code"
        listLabel="Countries"
        noMatchText="No matching country"
        countries={COUNTRIES}
        value={value}
        onChange={(code) => {
          setValue(code);
          onChange(code);
        }}
      />
      <button type="button">Elsewhere</button>
    </form>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CountryPicker', () => {
  it('opens on focus with the options of the listed countries and their flags', async () => {
    mockPlatform();
    await renderWithProviders(<Harness />);
    const combobox = screen.getByRole('combobox', { name: 'Country code' });
    expect(combobox).toHaveValue('+84');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const options = within(screen.getByRole('listbox', { name: 'Countries' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Vietnam+84',
      'Indonesia+62',
      'Thailand+66',
      'United States+1',
    ]);
    // The flag of each listed country loads (and only those: one per option, plus the chosen one).
    await vi.waitFor(() => expect(document.querySelectorAll('[data-country] img')).toHaveLength(5));
  });

  it('is usable by keyboard: arrows move the active option, Enter chooses, Escape closes', async () => {
    mockPlatform();
    const onChange = vi.fn();
    await renderWithProviders(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.tab();
    const combobox = screen.getByRole('combobox', { name: 'Country code' });
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Vietnam');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { selected: true });
    expect(active).toHaveTextContent('Thailand');
    expect(combobox).toHaveAttribute('aria-activedescendant', active.id);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Indonesia');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('+62');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveValue('+62');
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveValue('+62');
  });

  it('narrows the list by typing a code or a name', async () => {
    mockPlatform();
    await renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('66');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Thailand+66']);
    await user.clear(screen.getByRole('combobox'));
    await user.keyboard('united');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['United States+1']);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox')).toHaveValue('+1');
  });

  it('closes 200 ms after focus leaves, not before', async () => {
    mockPlatform();
    await renderWithProviders(<Harness />);
    vi.useFakeTimers();
    const combobox = screen.getByRole('combobox');
    fireEvent.focus(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(combobox);
    act(() => vi.advanceTimersByTime(COUNTRY_PICKER_CLOSE_DELAY_MS - 1));
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses an option by click (the click lands before the delayed close)', async () => {
    mockPlatform();
    const onChange = vi.fn();
    await renderWithProviders(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: /Thailand/ }));
    expect(onChange).toHaveBeenCalledWith('+66');
    expect(screen.getByRole('combobox')).toHaveValue('+66');
  });
});

describe('initialCountry', () => {
  it('takes a supplied code in the list, else the tenant default, else the first', () => {
    expect(initialCountry(COUNTRIES, '+66', 'VN')?.countryCode).toBe('TH');
    expect(initialCountry(COUNTRIES, '66', 'VN')?.countryCode).toBe('TH');
    expect(initialCountry(COUNTRIES, '+999', 'ID')?.countryCode).toBe('ID');
    expect(initialCountry(COUNTRIES, undefined, 'ID')?.countryCode).toBe('ID');
    expect(initialCountry(COUNTRIES, undefined, 'ZZ')?.countryCode).toBe('VN');
  });

  it("starts on the visitor's country when the list has it, else on the tenant default", () => {
    expect(initialCountry(COUNTRIES, undefined, 'VN', 'TH')?.countryCode).toBe('TH');
    expect(initialCountry(COUNTRIES, undefined, 'VN', 'ZZ')?.countryCode).toBe('VN');
    expect(initialCountry(COUNTRIES, undefined, 'VN', '')?.countryCode).toBe('VN');
    // A supplied code in the list still wins.
    expect(initialCountry(COUNTRIES, '+84', 'VN', 'TH')?.countryCode).toBe('VN');
  });

  it('prefers the default country among several sharing a code', () => {
    const shared = [...COUNTRIES, { countryCode: 'CA', countryDialingCode: '+1' }];
    expect(initialCountry(shared, '+1', 'CA')?.countryCode).toBe('CA');
    expect(initialCountry(shared, '+1', 'VN')?.countryCode).toBe('US');
  });
});

describe('matchesCountry', () => {
  it('matches code prefixes, the country code and the name', () => {
    const vn = { countryCode: 'VN', countryDialingCode: '+84' };
    expect(matchesCountry(vn, 'Vietnam', '+8')).toBe(true);
    expect(matchesCountry(vn, 'Vietnam', 'vn')).toBe(true);
    expect(matchesCountry(vn, 'Vietnam', 'viet')).toBe(true);
    expect(matchesCountry(vn, 'Vietnam', '62')).toBe(false);
  });
});
