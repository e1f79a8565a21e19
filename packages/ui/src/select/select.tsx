// Select: a labelled native select (native for the platform's own keyboard and screen-reader
// behaviour, and the phone's picker), with hint and error linked like Input.
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ChevronDownIcon } from '../icons';
import { Field } from '../internal/field';
import { useFieldIds } from '../internal/use-field-ids';
import { Chevron, SelectFrame, StyledSelect } from './select.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  ComponentPropsWithRef<'select'>,
  'className' | 'style' | 'children' | 'multiple' | 'size'
> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose a bank"; selectable only when the field is optional. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
}

export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  required,
  id,
  disabled,
  'aria-describedby': extraDescribedBy,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error), extraDescribedBy);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required}>
      <SelectFrame $invalid={Boolean(error)} $disabled={Boolean(disabled)}>
        <StyledSelect
          {...rest}
          id={ids.controlId}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        >
          {placeholder !== undefined && (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </StyledSelect>
        <Chevron aria-hidden="true">
          <ChevronDownIcon size="sm" />
        </Chevron>
      </SelectFrame>
    </Field>
  );
}
