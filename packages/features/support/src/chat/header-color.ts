// The chat page's header colour comes from its URL (`header=`), so it is checked before it reaches a
// style: a colour name or #rgb / #rrggbb (the chat URL request's own rule), else the theme's colour.
const HEADER_COLOR = /^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|[a-zA-Z]{3,20})$/;

export function headerColorOrNull(value: string | null | undefined): string | null {
  return value && HEADER_COLOR.test(value) ? value : null;
}
