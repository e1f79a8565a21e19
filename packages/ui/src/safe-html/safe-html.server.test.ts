// @vitest-environment node
// Without a DOM (the portal's build-time prerender), DOMPurify cannot sanitise: the HTML is shown as text.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './safe-html';

describe('sanitizeHtml without a DOM', () => {
  it('escapes the HTML instead of passing it through', () => {
    expect(sanitizeHtml('<p onclick="steal()">Tom & \'Jerry\'</p><script>steal()</script>')).toBe(
      '&lt;p onclick=&quot;steal()&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/p&gt;&lt;script&gt;steal()&lt;/script&gt;',
    );
    expect(sanitizeHtml('%%POPUP_CONTENT%%')).toBe('%%POPUP_CONTENT%%');
  });
});
