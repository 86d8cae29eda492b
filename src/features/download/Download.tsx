/** SCAFFOLD (replaced by its implementation): lazy area Download, the app download page and the mobile download page (docs/site-pages.md). `variant` names the page. */
export default function Download({ variant }: { variant?: string }) {
  return <section data-testid={`download-${variant ?? 'page'}`} />;
}
