// Sanitises HTML written by the operator (platform messages) before it is stored, with the
// sanitize-html library (an allowlist: tags and attributes not listed are dropped, their text
// kept and escaped). Scripts, styles and other non-text elements go with their content; links keep
// only http(s) and mailto addresses and open in a new tab without an opener. The portal sanitises
// again when it renders (DOMPurify), so stored content is safe twice over.
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'blockquote',
    'span',
    'div',
    'hr',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  nonTextTags: [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'template',
    'noscript',
    'textarea',
    'title',
    'svg',
    'math',
    'select',
    'xmp',
    'noembed',
    'noframes',
    'plaintext',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    // Relative links mean nothing in a message read elsewhere: only absolute addresses are links.
    a: (tagName, attribs): sanitize.Tag => {
      const href = attribs.href?.trim() ?? '';
      const attributes: sanitize.Attributes = /^(https?:|mailto:)/i.test(href)
        ? { href, target: '_blank', rel: 'noopener noreferrer' }
        : {};
      return { tagName, attribs: attributes };
    },
  },
};

export function sanitizeHtml(input: string): string {
  return sanitize(input, OPTIONS);
}
