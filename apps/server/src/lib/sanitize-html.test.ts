import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting and rebuilds its tags without attributes', () => {
    expect(sanitizeHtml('<p class="x" style="color:red">Hello <b>you</b><br/>there</p>')).toBe('<p>Hello <b>you</b><br>there</p>');
    expect(sanitizeHtml('<UL><li>one<LI>two</ul>')).toBe('<ul><li>one<li>two</li></li></ul>');
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
  });

  it('escapes text that is not markup', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2 "q" \'s\'')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &quot;q&quot; &#39;s&#39;');
    expect(sanitizeHtml('&amp; &#233; &eacute;')).toBe('&amp; &#233; &eacute;');
    expect(sanitizeHtml('<a href="x"')).toBe('&lt;a href=&quot;x&quot;');
    expect(sanitizeHtml('<scr<script>x</script>ipt>alert(1)</script>')).toBe('xipt&gt;alert(1)');
  });

  it('keeps only http(s) and mailto links, opening without an opener', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" onclick="x()">go</a>')).toBe('<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">go</a>');
    expect(sanitizeHtml('<a href="https:&sol;&sol;example.com/?a=1&b=2">x</a>')).toBe('<a href="https://example.com/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml("<a href='mailto:help@example.com'>mail</a>")).toBe('<a href="mailto:help@example.com" target="_blank" rel="noopener noreferrer">mail</a>');
    for (const href of ['javascript:alert(1)', 'java&#x09;script:alert(1)', '&#106;avascript:alert(1)', ' javascript:alert(1)', 'data:text/html,x', '//evil.example', '/relative', 'jav&tab;ascript:x', 'javascript&colon;x']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('balances tags: stray closers dropped, open ones closed', () => {
    expect(sanitizeHtml('</div><b>bold')).toBe('<b>bold</b>');
    expect(sanitizeHtml('<b><i>x</b>y')).toBe('<b><i>x</i></b>y');
  });
});
