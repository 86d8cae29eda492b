/** SCAFFOLD (replaced by its implementation): the console's Site pages tab (docs/site-pages.md). */
export function PagesPanel() {
  return <section data-testid="operator-pages" />;
}
