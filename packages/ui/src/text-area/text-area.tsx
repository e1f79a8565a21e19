// TextArea: a labelled multi-line field, like Input: the hint and the error under it, linked with
// aria-describedby, an error sets aria-invalid, a required field shows a star. An optional live
// counter ("57 / 140", "Words: 4 of 3–200") sits right under the field, is read with it, and is
// announced politely as it changes; `counterOver` colours it when the text is out of range.
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from '../internal/field';
import { requiredPlaceholder, useFieldIds } from '../internal/use-field-ids';
import { Counter, StyledTextArea, TextAreaFrame } from './text-area.styles';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'className' | 'style'> {
  /** The visible label; every field has one. */
  label: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /** An error message under the field; marks the field invalid. */
  error?: ReactNode;
  /** A live count under the field (characters, words). */
  counter?: ReactNode;
  /** The count is outside what is allowed. */
  counterOver?: boolean;
}

export function TextArea({
  label,
  hint,
  error,
  counter,
  counterOver = false,
  required,
  placeholder,
  id,
  disabled,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error), extraDescribedBy);
  const counterId = `${ids.controlId}-counter`;
  const describedBy = [counter !== undefined ? counterId : null, ids.describedBy].filter(Boolean).join(' ');
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required}>
      <TextAreaFrame $invalid={Boolean(error)} $disabled={Boolean(disabled)}>
        <StyledTextArea
          {...rest}
          id={ids.controlId}
          required={required}
          disabled={disabled}
          placeholder={requiredPlaceholder(placeholder, required)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
      </TextAreaFrame>
      {counter !== undefined && (
        <Counter id={counterId} $over={counterOver} aria-live="polite">
          {counter}
        </Counter>
      )}
    </Field>
  );
}
