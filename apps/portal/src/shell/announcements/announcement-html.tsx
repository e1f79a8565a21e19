// An announcement's HTML body. The platform sanitises it when it is stored and when it answers; the
// portal sanitises again with DOMPurify before it enters the page (scripts, event handlers and
// javascript: links removed), so whatever the answer carries can never run code here.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';

export function sanitizeAnnouncementHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
  });
}

const Body = styled.div`
  color: ${({ theme }) => theme.color.fg.default};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  overflow-wrap: anywhere;
  & a {
    color: ${({ theme }) => theme.color.accent.fg};
  }
  & img {
    max-width: 100%;
  }
`;

export function AnnouncementHtml({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeAnnouncementHtml(html), [html]);
  return <Body dangerouslySetInnerHTML={{ __html: safe }} />;
}
