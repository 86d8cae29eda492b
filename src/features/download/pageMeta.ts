/**
 * The page title and meta description of the download pages (spec section 2, common decisions:
 * every page sets both; the same two lines as src/features/shared/usePageMeta.ts of the site pages).
 */
import { useEffect } from 'react';

/** Sets document.title and <meta name="description"> while the page is shown. */
export function useDownloadMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
