/** Renders server HTML after sanitising it with DOMPurify (house rule: sanitise HTML). */
import { css } from '@emotion/react';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Sanitises HTML: scripts, event handlers and javascript: URLs are removed. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input'],
    FORBID_ATTR: ['style'],
  });
}

export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      css={css`
        color: var(--c-text);
        font-size: 14px;
        line-height: 1.7;
        word-break: break-word;
        p {
          margin: 0 0 10px;
        }
        a {
          color: var(--c-primary);
          text-decoration: underline;
        }
        img {
          max-width: 100%;
          border-radius: var(--r-md);
        }
        ul,
        ol {
          padding-left: 20px;
        }
      `}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
