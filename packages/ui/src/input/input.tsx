// Input: a labelled text field. The hint and the error show under the field and are linked to it
// with aria-describedby; an error also sets aria-invalid. A required field shows a star in its
// label and at the end of its placeholder.
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from '../internal/field';
import { Visual } from '../internal/field.styles';
import { requiredPlaceholder, useFieldIds } from '../internal/use-field-ids';
import { InputFrame, StyledInput } from './input.styles';

export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'className' | 'style' | 'size'> {
  /** The visible label; every field has one. */
  label: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /** An error message under the field; marks the field invalid. */
  error?: ReactNode;
  /** An icon or short text inside the field, before the value. */
  leadingVisual?: ReactNode;
  /** A control inside the field, after the value (e.g. a show-password button or a captcha image). */
  trailingAction?: ReactNode;
}

export function Input({
  label,
  hint,
  error,
  required,
  placeholder,
  id,
  disabled,
  leadingVisual,
  trailingAction,
  'aria-describedby': extraDescribedBy,
  ...rest
}: InputProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error), extraDescribedBy);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required}>
      <InputFrame $invalid={Boolean(error)} $disabled={Boolean(disabled)}>
        {leadingVisual && <Visual aria-hidden="true">{leadingVisual}</Visual>}
        <StyledInput
          {...rest}
          id={ids.controlId}
          required={required}
          disabled={disabled}
          placeholder={requiredPlaceholder(placeholder, required)}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        {trailingAction}
      </InputFrame>
    </Field>
  );
}
