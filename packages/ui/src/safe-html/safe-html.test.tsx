// DOMPurify does not work under happy-dom, the kit's usual test DOM (cure53/DOMPurify#1457: it lets
// scripts through), so this test, which proves what reaches the page, runs in jsdom; the story runs
// the same check in Chromium.
// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortalThemeProvider } from '../portal-theme-provider';
import { SafeHtml, sanitizeHtml } from './safe-html';

const HOSTILE =
  '<p>Safe <strong>text</strong></p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>' +
  '<a href="javascript:window.__pwned = true">link</a><iframe src="https://evil.example"></iframe><form><input></form>';

describe('SafeHtml', () => {
  it('never puts a script, an event handler, a javascript: link, a frame or a form control into the page', () => {
    const { container } = render(
      <PortalThemeProvider mode="light">
        <SafeHtml html={HOSTILE} />
      </PortalThemeProvider>,
    );
    expect(screen.getByText('text')).toBeInTheDocument();
    expect(container.querySelector('script, iframe, form, input, [onerror]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    expect(screen.getByText('link')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('keeps the formatting a brand writes', () => {
    expect(sanitizeHtml('<p>A <em>b</em></p><ul><li>c</li></ul><a href="/promotions">d</a>')).toBe(
      '<p>A <em>b</em></p><ul><li>c</li></ul><a href="/promotions">d</a>',
    );
  });
});
