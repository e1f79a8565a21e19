// An article's HTML body. The platform answers the brand's articles as HTML; DOMPurify cleans it
// before it enters the page (scripts, event handlers, javascript: links and form controls removed),
// so whatever the answer carries can never run code here. The one place this feature sanitises
// (a later change moves it to a kit component).
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { styled } from 'styled-components';

export function sanitizeArticleHtml(html: string): string {
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
  & h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

export function ArticleHtml({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeArticleHtml(html), [html]);
  return <Body dangerouslySetInnerHTML={{ __html: safe }} />;
}
