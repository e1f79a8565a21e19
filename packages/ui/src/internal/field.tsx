// Field: label above, control, then hint and error below, linked by ids (see use-field-ids.ts).
import type { ReactNode } from 'react';
import { FieldError, FieldHint, FieldLabel, FieldRoot, RequiredStar } from './field.styles';
import type { FieldIds } from './use-field-ids';

export interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

export function Field({ ids, label, hint, error, required, children }: FieldProps) {
  return (
    <FieldRoot>
      <FieldLabel htmlFor={ids.controlId}>
        {label}
        {/* The control's `required` attribute tells screen readers; the star is for the eye. */}
        {required && <RequiredStar aria-hidden="true">*</RequiredStar>}
      </FieldLabel>
      {children}
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </FieldRoot>
  );
}
