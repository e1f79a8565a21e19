// DOMPurify does not work under happy-dom, the feature's usual test DOM (cure53/DOMPurify#1457:
// "happy-dom is not supported", it lets scripts through), so this test, which proves what reaches
// the page, runs in jsdom as browsers' DOM stands in for it.
// @vitest-environment jsdom
import { PortalThemeProvider } from '@portal/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleHtml, sanitizeArticleHtml } from './article-html';

const HOSTILE =
  '<p>Safe <strong>text</strong></p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>' +
  '<a href="javascript:window.__pwned = true">link</a><iframe src="https://evil.example"></iframe>';

describe('article HTML', () => {
  it('never reaches the page as a script, an event handler or a javascript: link', () => {
    const { container } = render(
      <PortalThemeProvider mode="light">
        <ArticleHtml html={HOSTILE} />
      </PortalThemeProvider>,
    );
    expect(screen.getByText('text')).toBeInTheDocument();
    expect(container.querySelector('script, iframe, [onerror]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('keeps the formatting a brand writes', () => {
    expect(sanitizeArticleHtml('<h3>A</h3><p>B <em>c</em></p><ul><li>d</li></ul>')).toBe(
      '<h3>A</h3><p>B <em>c</em></p><ul><li>d</li></ul>',
    );
  });
});
