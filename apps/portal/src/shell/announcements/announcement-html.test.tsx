// DOMPurify does not work under happy-dom, the portal's usual test DOM (cure53/DOMPurify#1457:
// "happy-dom is not supported", it lets scripts through), so this test, which proves what reaches
// the page, runs in jsdom as browsers' DOM stands in for it.
// @vitest-environment jsdom
import { PortalThemeProvider } from '@portal/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnnouncementHtml, sanitizeAnnouncementHtml } from './announcement-html';

const HOSTILE =
  '<p>Safe <strong>text</strong></p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>' +
  '<a href="javascript:window.__pwned = true">link</a><iframe src="https://evil.example"></iframe>';

describe('announcement HTML', () => {
  it('never reaches the page as a script, an event handler or a javascript: link', () => {
    const { container } = render(
      <PortalThemeProvider mode="light">
        <AnnouncementHtml html={HOSTILE} />
      </PortalThemeProvider>,
    );
    expect(screen.getByText('text')).toBeInTheDocument();
    expect(container.querySelector('script, iframe, [onerror]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    expect(screen.getByText('link')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('keeps the formatting a brand writes', () => {
    expect(sanitizeAnnouncementHtml('<p>A <em>b</em></p><ul><li>c</li></ul>')).toBe(
      '<p>A <em>b</em></p><ul><li>c</li></ul>',
    );
  });
});
