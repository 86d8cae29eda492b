/** SCAFFOLD (replaced by its implementation): lazy area SitePages, Blog, news, about us and the help center pages (docs/site-pages.md). `variant` names the page. */
export default function SitePages({ variant }: { variant?: string }) {
  return <section data-testid={`site-pages-${variant ?? 'page'}`} />;
}
