// Moves focus to the first field, in page order, among those a validation refused, so keyboard
// and screen-reader users land on the first thing to fix.
export function focusFirstInvalid(form: HTMLFormElement | null, names: readonly string[]): void {
  if (!form) return;
  const elements = names
    .map((name) => form.querySelector<HTMLElement>(`[name="${name.replace(/["\\]/g, '\\$&')}"]`))
    .filter((element): element is HTMLElement => element !== null);
  elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  elements[0]?.focus();
}
