import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting without attributes', () => {
    expect(sanitizeHtml('<p class="x" style="color:red">Hello <b>you</b><br/>there</p>')).toBe(
      '<p>Hello <b>you</b><br />there</p>',
    );
    expect(sanitizeHtml('<UL><li>one</li><LI>two</ul>')).toBe('<ul><li>one</li><li>two</li></ul>');
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(sanitizeHtml('a<script>alert(1)</script>b<style>p{}</style>c<iframe src="x">d</iframe>e')).toBe('abce');
    expect(sanitizeHtml('a<script>never closed')).toBe('a');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
  });

  it('drops event handlers and unknown tags but keeps their text, escaped', () => {
    expect(sanitizeHtml('<img src=x onerror=alert(1)>pic')).toBe('pic');
    expect(sanitizeHtml('<div onclick="steal()">x</div>')).toBe('<div>x</div>');
    expect(sanitizeHtml('<custom-tag>text</custom-tag>')).toBe('text');
    expect(sanitizeHtml('<!-- <script>alert(1)</script> -->after')).toBe('after');
    expect(sanitizeHtml('<scr<script>x</script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
  });

  it('escapes text that is not markup', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });

  it('keeps only absolute http(s) and mailto links, opening without an opener', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" onclick="x()">go</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">go</a>',
    );
    expect(sanitizeHtml("<a href='mailto:help@example.com'>mail</a>")).toBe(
      '<a href="mailto:help@example.com" target="_blank" rel="noopener noreferrer">mail</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/relative',
      'javascript&colon;x',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('balances tags: open ones are closed', () => {
    expect(sanitizeHtml('</div><b>bold')).toBe('<b>bold</b>');
  });
});
