// Sanitises HTML written by the operator (platform messages) before it is stored: an allowlist
// rewriter, not a filter. Every tag of the output is built here from scratch — a tag on the list
// with only its allowed attributes, values escaped — and everything else is text, escaped. So no
// attribute, comment, entity trick or broken markup of the input reaches the output as markup.
//   - dropped with their content: script, style and the other elements whose text is not text
//   - dropped, content kept: any other tag not on the list (its text is escaped)
//   - links: only http(s) and mailto after decoding entities; they open in a new tab, no opener
//   - tags are balanced: a stray closing tag is dropped, open ones are closed at the end
// The platform server has no DOM; the portal renders this content as given (it is ours now).

const ALLOWED = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'span', 'div', 'hr', 'a']);
const VOID = new Set(['br', 'hr']);
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'svg', 'math', 'select', 'xmp', 'noembed', 'noframes', 'plaintext']);

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>?|<\?[^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/y;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', sol: '/', tab: '\t', newline: '\n' };

function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '&') {
      // A well-formed entity reference stays as written (the browser shows its character).
      ENTITY.lastIndex = i;
      const match = ENTITY.exec(text);
      if (match) {
        out += match[0];
        i += match[0].length - 1;
      } else {
        out += '&amp;';
      }
    } else if (ch === '<') out += '&lt;';
    else if (ch === '>') out += '&gt;';
    else if (ch === '"') out += '&quot;';
    else if (ch === "'") out += '&#39;';
    else out += ch;
  }
  return out;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#39;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * An attribute value with its character references decoded (numeric ones, and the few named ones
 * that matter for a URL; others stay as written). The caller checks this decoded value and writes
 * it out escaped again, so the browser reads exactly the value that was checked.
 */
function decodeAttribute(value: string): string {
  return value.replace(/&(#\d{1,7};?|#[xX][0-9a-fA-F]{1,6};?|[a-zA-Z][a-zA-Z0-9]{1,31};)/g, (all, ref: string) => {
    const body = ref.replace(/;$/, '');
    if (body.startsWith('#x') || body.startsWith('#X')) return String.fromCodePoint(Math.min(parseInt(body.slice(2), 16), 0x10ffff));
    if (body.startsWith('#')) return String.fromCodePoint(Math.min(parseInt(body.slice(1), 10), 0x10ffff));
    return NAMED[body.toLowerCase()] ?? all;
  });
}

/** A link target we allow, or null. */
function safeHref(raw: string): string | null {
  const decoded = decodeAttribute(raw);
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const compact = decoded.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!/^(https?:\/\/[^/\\]|mailto:)/i.test(compact)) return null;
  return compact;
}

function openingTag(name: string, attributes: string): string {
  if (name !== 'a') return `<${name}>`;
  let href: string | null = null;
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    if (match[1]!.toLowerCase() === 'href') href = safeHref(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return href ? `<a href="${escapeAttribute(href)}" target="_blank" rel="noopener noreferrer">` : '<a>';
}

export function sanitizeHtml(input: string): string {
  let out = '';
  const open: string[] = [];
  let at = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(input); match; match = TOKEN.exec(input)) {
    out += escapeText(input.slice(at, match.index));
    at = TOKEN.lastIndex;
    const [, slash, rawName, attributes] = match;
    if (!rawName) continue; // a comment, CDATA, doctype or processing instruction: dropped
    const name = rawName.toLowerCase();
    if (!slash && DROP_WITH_CONTENT.has(name)) {
      // Skip to this element's end (or the end of the input when it never ends).
      const end = new RegExp(`</${name}\\s*>`, 'ig');
      end.lastIndex = at;
      const close = end.exec(input);
      at = close ? end.lastIndex : input.length;
      TOKEN.lastIndex = at;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (slash) {
      const index = open.lastIndexOf(name);
      if (index === -1) continue;
      while (open.length > index) out += `</${open.pop()!}>`;
    } else {
      out += openingTag(name, attributes ?? '');
      if (!VOID.has(name)) open.push(name);
    }
  }
  out += escapeText(input.slice(at));
  while (open.length) out += `</${open.pop()!}>`;
  return out;
}
