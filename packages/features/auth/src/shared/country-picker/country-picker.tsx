// The country dialing-code picker beside a mobile number: an editable combobox with a listbox
// popup (WAI-ARIA combobox pattern). It opens on focus, typing narrows the list (code, country
// code or name), ArrowUp/ArrowDown move the active option, Enter chooses it, Escape closes, and
// it closes 200 ms after focus leaves (spec §4), which leaves time for a click on an option.
import type { Country } from '@portal/contracts';
import { toIntlLocale, useCurrentLanguage } from '@portal/i18n';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { CountryFlag } from './country-flag';
import { matchesCountry, normaliseDialingCode } from './country-choice';
import {
  InputFrame,
  Label,
  Listbox,
  Option,
  OptionCode,
  OptionName,
  PickerRoot,
  TextInput,
} from './country-picker.styles';

/** Focus leaves, the list stays this long (spec §9). */
export const COUNTRY_PICKER_CLOSE_DELAY_MS = 200;

export interface CountryPickerProps {
  /** The visible label, e.g. "Country code". */
  label: string;
  countries: readonly Country[];
  /** The chosen dialing code (e.g. '+84'). */
  value: string;
  onChange: (dialingCode: string) => void;
  /** Names the list for screen readers, e.g. "Countries". */
  listLabel: string;
  /** Shown when typing matches no country. */
  noMatchText: string;
  id?: string;
  disabled?: boolean;
}

/**
 * Country names in the page's language. The Intl.DisplayNames behind it is made on the first name
 * asked for (when the list opens or a search needs names): making one loads the language's region
 * data, ~15 ms on a phone, which the closed picker on a form's first render does not need.
 */
function useCountryNames(language: string) {
  return useMemo(() => {
    let names: Intl.DisplayNames | null | undefined;
    const displayNames = () => {
      if (names !== undefined) return names;
      try {
        names = new Intl.DisplayNames([toIntlLocale(language), 'en'], { type: 'region' });
      } catch {
        names = null;
      }
      return names;
    };
    return (code: string) => {
      try {
        return displayNames()?.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [language]);
}

export function CountryPicker({
  label,
  countries,
  value,
  onChange,
  listLabel,
  noMatchText,
  id,
  disabled,
}: CountryPickerProps) {
  const generated = useId();
  const inputId = id ?? `country-${generated}`;
  const listId = `${inputId}-list`;
  const { language } = useCurrentLanguage();
  const nameOf = useCountryNames(language);

  // Several countries can share a code (+1): remember which one was chosen.
  const [chosenCode, setChosenCode] = useState<string | null>(null);
  const selected = useMemo(() => {
    const wanted = normaliseDialingCode(value);
    const sameCode = countries.filter((country) => normaliseDialingCode(country.countryDialingCode) === wanted);
    return sameCode.find((country) => country.countryCode === chosenCode) ?? sameCode[0];
  }, [countries, value, chosenCode]);

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // Without a search every country is listed, and no name is needed to say so.
  const options = useMemo(
    () =>
      query.trim()
        ? countries.filter((country) => matchesCountry(country, nameOf(country.countryCode), query))
        : countries,
    [countries, nameOf, query],
  );

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  useEffect(() => cancelClose, []);

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    const node = listRef.current?.children[activeIndex];
    if (node instanceof HTMLElement) node.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex]);

  const openList = () => {
    cancelClose();
    setQuery('');
    setActiveIndex(
      Math.max(
        0,
        countries.findIndex((country) => country === selected),
      ),
    );
    setOpen(true);
  };

  const close = () => {
    cancelClose();
    setOpen(false);
    setQuery('');
    setActiveIndex(-1);
  };

  const choose = (country: Country) => {
    setChosenCode(country.countryCode);
    onChange(country.countryDialingCode);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActiveIndex((index) => Math.min(options.length - 1, index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else setActiveIndex((index) => Math.max(0, index - 1));
        break;
      case 'Enter': {
        if (!open) return;
        // Choosing must not send the form around the picker.
        event.preventDefault();
        const country = options[activeIndex];
        if (country) choose(country);
        break;
      }
      case 'Escape':
        if (!open) return;
        // Only the list closes, not a dialog around it.
        event.preventDefault();
        event.stopPropagation();
        event.nativeEvent.stopImmediatePropagation();
        close();
        break;
      default:
        break;
    }
  };

  const activeOption = open ? options[activeIndex] : undefined;
  const optionId = (country: Country) => `${listId}-${country.countryCode}`;

  return (
    <PickerRoot>
      <Label htmlFor={inputId}>{label}</Label>
      <InputFrame $disabled={Boolean(disabled)}>
        {selected && <CountryFlag countryCode={selected.countryCode} />}
        <TextInput
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          autoComplete="off"
          inputMode="text"
          disabled={disabled}
          value={open ? query : (selected?.countryDialingCode ?? value)}
          placeholder={open ? (selected?.countryDialingCode ?? '') : undefined}
          onFocus={openList}
          onClick={() => {
            if (!open) openList();
          }}
          onBlur={() => {
            cancelClose();
            closeTimer.current = setTimeout(close, COUNTRY_PICKER_CLOSE_DELAY_MS);
          }}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
      </InputFrame>
      <Listbox ref={listRef} id={listId} role="listbox" aria-label={listLabel} hidden={!open}>
        {open && options.length === 0 && <li role="presentation">{noMatchText}</li>}
        {open &&
          options.map((country, index) => {
            const active = index === activeIndex;
            return (
              <Option
                key={country.countryCode}
                id={optionId(country)}
                role="option"
                aria-selected={active}
                $active={active}
                // Keep focus in the input: the click chooses, the blur timer does not race it.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(country)}
              >
                <CountryFlag countryCode={country.countryCode} />
                <OptionName>{nameOf(country.countryCode)}</OptionName>
                <OptionCode>{country.countryDialingCode}</OptionCode>
              </Option>
            );
          })}
      </Listbox>
    </PickerRoot>
  );
}
