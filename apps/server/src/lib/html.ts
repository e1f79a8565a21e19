// Text placed in the HTML pages the platform renders itself (the in-house game page, the demo
// payment page, the page of a portal not built yet).

/** Escapes text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
