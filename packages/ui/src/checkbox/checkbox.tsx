// Checkbox: a native checkbox with its label beside it; hint and error below, linked like Input
// (e.g. "I accept the terms" with an error when the form is sent unticked).
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldError, FieldHint, RequiredStar } from '../internal/field.styles';
import { useFieldIds } from '../internal/use-field-ids';
import { CheckboxLabel, CheckboxMessages, CheckboxRoot, CheckboxRow, StyledCheckbox } from './checkbox.styles';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'className' | 'style' | 'type' | 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

export function Checkbox({
  label,
  hint,
  error,
  required,
  id,
  'aria-describedby': extraDescribedBy,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error), extraDescribedBy);
  return (
    <CheckboxRoot>
      <CheckboxRow>
        <StyledCheckbox
          {...rest}
          type="checkbox"
          id={ids.controlId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <CheckboxLabel htmlFor={ids.controlId}>
          {label}
          {required && <RequiredStar aria-hidden="true">*</RequiredStar>}
        </CheckboxLabel>
      </CheckboxRow>
      {(hint || error) && (
        <CheckboxMessages>
          {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
          {error && <FieldError id={ids.errorId}>{error}</FieldError>}
        </CheckboxMessages>
      )}
    </CheckboxRoot>
  );
}
