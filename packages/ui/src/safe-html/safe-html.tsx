// HTML written by a brand or an operator (announcements, promotion terms, help articles, platform
// messages). The platform sanitises it when it is stored and when it answers; the kit sanitises it
// again with DOMPurify before it enters the page — scripts, event handlers, javascript: links, frames
// and form controls removed — so whatever an answer carries can never run code in the portal.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { SafeHtmlBody } from './safe-html.styles';

const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'];

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The HTML with everything that could run code removed; formatting (paragraphs, lists, links, images)
 * kept. Where there is no DOM to sanitise with (a server render: DOMPurify needs a window), the HTML
 * is shown as text.
 */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return html.replace(/[&<>"']/g, (c) => ESCAPED[c]!);
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS });
}

export interface SafeHtmlProps {
  html: string;
  /** Smaller text, for dense panes (a message beside its list). */
  size?: 'md' | 'sm';
  className?: string;
}

export function SafeHtml({ html, size = 'md', className }: SafeHtmlProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <SafeHtmlBody $size={size} className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
