// Pieces that several forms share (the mobile number with its SMS code, the end of a login form)
// take the caller's react-hook-form form and work on the fields they are about. TypeScript cannot
// check a field name against a generic form (react-hook-form's Path<V> does not resolve while V
// is open), and a form of more fields is not assignable to a form of fewer (its callbacks name the
// extra fields), so a piece views the caller's form as a form of its own part. That is sound: the
// piece's `V extends Part` makes every caller's values include the part's, with the same types.
import type { FieldValues, UseFormReturn } from 'react-hook-form';

export function formPart<Part extends FieldValues, V extends Part>(form: UseFormReturn<V>): UseFormReturn<Part> {
  return form as unknown as UseFormReturn<Part>;
}
