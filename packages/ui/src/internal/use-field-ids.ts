// Ids that tie a field's label, hint and error to its control (aria-describedby), so a screen
// reader reads the hint and the error together with the field.
import { useId } from 'react';

export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
}

export function useFieldIds(
  id: string | undefined,
  hasHint: boolean,
  hasError: boolean,
  extraDescribedBy?: string,
): FieldIds {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hasHint ? `${controlId}-hint` : undefined;
  const errorId = hasError ? `${controlId}-error` : undefined;
  const describedBy = [extraDescribedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

/** A required field's placeholder ends with the same star its label shows. */
export function requiredPlaceholder(
  placeholder: string | undefined,
  required: boolean | undefined,
): string | undefined {
  if (!placeholder) return placeholder;
  return required ? `${placeholder} *` : placeholder;
}
