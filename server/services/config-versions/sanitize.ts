/**
 * Server-side HTML sanitising of operator-written announcements (README "Operator console"; house rule:
 * sanitised HTML): DOMPurify over a jsdom window, with the profile the site's SafeHtml uses when
 * it renders announcements (src/features/modals/SafeHtml.tsx), so what is stored is already what
 * browsers show. Scripts, event handlers, javascript: URLs, styles and forms are removed.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

type PurifyWindow = Parameters<typeof createDOMPurify>[0];

let purifier: ReturnType<typeof createDOMPurify> | null = null;

/** @returns `html` without anything that runs code or restyles the page. Pure: same input, same output. */
export function sanitizeAnnouncementHtml(html: string): string {
  purifier ??= createDOMPurify(new JSDOM('').window as unknown as PurifyWindow);
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input'],
    FORBID_ATTR: ['style'],
  });
}
