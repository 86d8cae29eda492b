/**
 * The page title and meta description of a page of the site (docs/site-pages.md "Routes of the
 * site"): document.title is "<page> | <merchant name>" and meta[name=description] the page's
 * description (created when the document has none). Both are restored when the page goes away.
 */
import { useEffect } from 'react';
import { useStores } from '../../stores';

/** Sets the page's title and description while the calling component is shown; `null` title: leave both as they are (still loading). */
export function usePageMeta(title: string | null, description: string): void {
  const { config } = useStores();
  const merchant = config.permission?.merchantName ?? '';
  useEffect(() => {
    if (title === null) return undefined;
    const previousTitle = document.title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previousDescription = meta.content;
    document.title = merchant ? `${title} | ${merchant}` : title;
    meta.content = description;
    return () => {
      document.title = previousTitle;
      if (created) meta.remove();
      else meta.content = previousDescription;
    };
  }, [title, description, merchant]);
}
