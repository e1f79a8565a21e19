// A platform message's HTML body. The platform sanitises operator HTML when it is written; we
// sanitise again with DOMPurify before it enters the page (scripts, event handlers and javascript:
// links removed), so a message can never run code in the portal whatever reached the database.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { MessageBody } from './messages.styles';

export function sanitizeMessageHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}

export function MessageContent({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeMessageHtml(html), [html]);
  return <MessageBody dangerouslySetInnerHTML={{ __html: safe }} />;
}
